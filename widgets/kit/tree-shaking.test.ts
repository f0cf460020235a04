/**
 * The kit stays tree-shakeable: a sign-in widget that imports fields, buttons, toasts, error
 * text and the form styles through the kit's index must not carry Radix, the upload or the
 * badge/overlay styles. Built for real (Vite library mode, IIFE, production) from a virtual
 * entry, and judged by the modules that ended up in the bundle.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const KIT = fileURLToPath(new URL('.', import.meta.url));
// Inside the repository (git-ignored) so the entry resolves react and zod from node_modules.
const WORK = fileURLToPath(new URL(`../../.tmp/kit-tree-shaking-${process.pid}/`, import.meta.url));
afterAll(() => rm(WORK, { recursive: true, force: true }));

/** The ids of the modules that made it into the IIFE built from `code` (`KIT` is the kit's folder). */
async function bundledModules(name: string, code: string): Promise<string[]> {
  await mkdir(WORK, { recursive: true });
  const entry = `${WORK}${name}.tsx`;
  await writeFile(entry, code.replaceAll('KIT/', KIT));
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, lib: { entry, name: 'kitEntry', formats: ['iife'] } },
  })) as Rolldown.RolldownOutput[];
  const chunk = output[0]!.output[0];
  return Object.entries(chunk.modules)
    .filter(([, info]) => info.renderedLength > 0)
    .map(([id]) => id);
}

const signInEntry = `
  import { createRoot } from 'react-dom/client';
  import { Button, Form, PasswordField, SubmitButton, TextField, ToastProvider, answerErrorText,
    formCss, useSchemaForm, useToast } from 'KIT/index';
  import * as z from 'zod/mini';
  function Login() {
    const form = useSchemaForm(z.object({ username: z.string(), password: z.string() }));
    const toast = useToast();
    return (
      <Form form={form} onValid={(v) => toast.show(answerErrorText(v), 'error')}>
        <style>{formCss}</style>
        <TextField name="username" label="Email or Mobile" />
        <PasswordField name="password" label="Password" />
        <Button>Sign up</Button>
        <SubmitButton>Login</SubmitButton>
      </Form>
    );
  }
  createRoot(document.body).render(<ToastProvider><Login /></ToastProvider>);
`;

describe('kit tree-shaking', () => {
  it('a sign-in widget carries no Radix, upload, badge or overlay code', async () => {
    const modules = await bundledModules('sign-in', signInEntry);
    expect(modules.some((id) => id.includes('widgets/kit/text-field.tsx'))).toBe(true);
    const unwanted = modules.filter((id) =>
      /@radix-ui|dialog\.tsx|menu\.tsx|tabs\.tsx|radio-cards|file-upload|upload-|status-badge|overlays\.css|status\.css|classic|zod\/v4\/classic/.test(
        id,
      ),
    );
    expect(unwanted).toEqual([]);
  });

  it('a widget that renders a dialog does carry the dialog, and no Radix (the check can fail)', async () => {
    const modules = await bundledModules(
      'dialog',
      `
      import { createRoot } from 'react-dom/client';
      import { Dialog } from 'KIT/index';
      createRoot(document.body).render(<Dialog open title="Reprice Loan" />);
    `,
    );
    expect(modules.some((id) => id.includes('widgets/kit/dialog.tsx'))).toBe(true);
    expect(modules.filter((id) => id.includes('@radix-ui'))).toEqual([]);
  });
});
