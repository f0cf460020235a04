/** The resume form's rules: required details, the spec's number rule, one PDF or Word file. */
import { describe, expect, it } from 'vitest';
import { careerForm, resumeFileProblem, resumeMailto } from './career-form';

const valid = {
  firstName: 'Asha',
  secondName: 'Rao',
  resumeTitle: 'Senior engineer',
  email: 'asha@example.test',
  contactNumber: '9876543210',
};

const messages = (input: unknown) => {
  const parsed = careerForm.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the resume form', () => {
  it('accepts complete details', () => {
    expect(careerForm.safeParse(valid).success).toBe(true);
  });

  it('names every missing detail', () => {
    expect(
      messages({ firstName: '', secondName: '', resumeTitle: '', email: '', contactNumber: '' }),
    ).toEqual({
      firstName: 'First name is required',
      secondName: 'Second name is required',
      resumeTitle: 'Resume title is required',
      email: 'Email is required',
      contactNumber: 'Enter Mobile Number',
    });
  });

  it('refuses a malformed email and a number that is neither Indian nor US', () => {
    expect(messages({ ...valid, email: 'asha@', contactNumber: '12345' })).toEqual({
      email: 'Please enter a valid Email',
      contactNumber: 'Please enter a valid number',
    });
  });

  it('takes exactly one PDF or Word file of at most 50,000,000 bytes', () => {
    expect(resumeFileProblem([{ name: 'cv.pdf', size: 2000 }])).toBeNull();
    expect(resumeFileProblem([{ name: 'CV.DOCX', size: 2000 }])).toBeNull();
    expect(resumeFileProblem([])).toBe('Please upload a valid file');
    expect(
      resumeFileProblem([
        { name: 'a.pdf', size: 1 },
        { name: 'b.pdf', size: 1 },
      ]),
    ).toBe('You can upload only one file');
    expect(resumeFileProblem([{ name: 'cv.pdf', size: 50_000_001 }])).toBe(
      'cv.pdf is too large, please pick a smaller file',
    );
    expect(resumeFileProblem([{ name: 'cv.png', size: 10 }])).toMatch(
      /^\(cv\.png\) is not of supported formats/,
    );
  });

  it('writes the email that sends the resume instead, its subject encoded', () => {
    expect(resumeMailto('jobs@ispz.example', 'Resume: A & B')).toBe(
      'mailto:jobs@ispz.example?subject=Resume%3A%20A%20%26%20B',
    );
  });
});
