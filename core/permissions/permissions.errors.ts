/**
 * Refusals of the permission checks. The spec has no wording for them (its screens hide or
 * disable what a persona may not do), so these are short sentences naming what was refused.
 */
import { type DomainError, domainError } from '../errors/domain-error';
import type { LoanPersona } from './actor';
import { PERSONA_LABELS } from './persona';

/** The actor has no approved loan persona at all. */
export const noPersona = (phrase: string): DomainError =>
  domainError('forbidden', 'PERMISSION.NO_PERSONA', `You need an approved loan persona to ${phrase}.`);

/** The actor's persona does not have the capability. */
export const wrongPersona = (persona: LoanPersona, phrase: string): DomainError =>
  domainError('forbidden', 'PERMISSION.PERSONA', `${PERSONA_LABELS[persona]} users cannot ${phrase}.`, {
    persona,
  });

/** The page is read-only for this user (spec §6). */
export const readOnlyPage = (phrase: string): DomainError =>
  domainError('forbidden', 'PERMISSION.READ_ONLY', `This page is read-only: you cannot ${phrase} here.`);

/** The screen does not offer the action (Import Loan Files without the persona check). */
export const notEnabled = (phrase: string): DomainError =>
  domainError('forbidden', 'PERMISSION.NOT_ENABLED', `You cannot ${phrase} here.`);

/** A capability only a token role holds (the platform operator runs the market). */
export const operatorOnly = (phrase: string): DomainError =>
  domainError('forbidden', 'PERMISSION.OPERATOR', `Only the platform operator can ${phrase}.`);
