/**
 * LOAN RECORDS' CSS as text for adopted sheets (added to the kit's, the table's and the
 * shared trading rules by the family's elements and by stories).
 */
/// <reference types="vite/client" />
import records from './records.css?inline';

/** The records screen's rules. */
export const recordsCss: string = records;
