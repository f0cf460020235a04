/**
 * Business registration, both variants (spec §2 /registerbusiness): the standard form with
 * its messages and code step, and the partner 'Create Your Account' with the personal/business
 * toggle (default personal), the required email, the age box and the 'code' wording.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import userEvent from '@testing-library/user-event';
import { expect, fn, waitFor } from 'storybook/test';
import type { RegisterBusinessProps } from '../../widgets/auth/props';
import { RegisterBusiness } from '../../widgets/auth/register-business';
import { widgetCanvas } from '../support/widget-canvas';
import { AUTH_PARAMETERS, inAuthHost, OTP_SENT, refusal, scripted, TOKENS, UBARGAIN } from './auth-stories';

const meta: Meta<RegisterBusinessProps> = {
  title: 'Auth/RegisterBusiness',
  component: RegisterBusiness,
  decorators: [inAuthHost],
  parameters: AUTH_PARAMETERS,
  args: { onLogin: fn(), onSignup: fn(), onError: fn(), links: { navigate: fn() }, countryIso: 'US' },
};
export default meta;
type Story = StoryObj<RegisterBusinessProps>;

const routes = {
  'POST /api/auth/register/business/otp': { body: OTP_SENT },
  'POST /api/auth/register/business': {
    status: 201,
    body: { ...TOKENS, message: 'Successfully Registered Business' },
  },
  'GET /api/businesses/ecosystem': { body: UBARGAIN },
};

export const Standard: Story = {
  args: { api: scripted(routes).api },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Register your business' })).toBeVisible();
    await expect(canvas.getByLabelText('Business type')).toHaveValue('Private Limited');
    await expect(canvas.getByLabelText('Industry type')).toHaveValue('eCommerce');
    await expect(canvas.getByLabelText('Country code')).toHaveValue('+1');
  },
};

export const StandardMessages: Story = {
  args: { api: scripted(routes).api },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText('Industry type'), '{Control>}a{/Control}{Backspace}');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret@2026');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Secret@2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await expect(await canvas.findByText('Industry type is required')).toBeVisible();
    await expect(canvas.getByText('Enter Mobile Number')).toBeVisible();
    await expect(canvas.getByText("Passwords don't match")).toBeVisible();
  },
};

const registers = scripted(routes);

export const StandardRegisters: Story = {
  args: { api: registers.api },
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText('Business name'), 'Green Valley Farms');
    await userEvent.type(canvas.getByLabelText('Mobile number'), '9876543210');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret@2026');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Secret@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await userEvent.type(await canvas.findByLabelText('OTP'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByText('Successfully Registered Business')).toBeVisible();
    await waitFor(() =>
      expect(args.links?.navigate).toHaveBeenCalledWith({ screen: 'dashboard', query: {} }),
    );
    await expect(registers.calls[0]?.body).toEqual({
      business_name: 'Green Valley Farms',
      business_type: 'Private Limited',
      business_master_category: 'eCommerce',
      countryCode: '+1',
      mobile: '9876543210',
      password: 'Secret@2026',
      confirmPassword: 'Secret@2026',
    });
  },
};

export const PartnerCreateYourAccount: Story = {
  args: { api: scripted(routes).api, ecosystemUri: 'ubargain.demo.test' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
    await expect(canvas.getByLabelText('Personal')).toBeChecked();
    await expect(canvas.getByLabelText('First name')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Verify Email' })).toBeDisabled();
  },
};

export const PartnerBusinessToggle: Story = {
  args: { api: scripted(routes).api, ecosystemUri: 'ubargain.demo.test' },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.click(canvas.getByLabelText('Business'));
    await expect(canvas.queryByLabelText('First name')).toBeNull();
    await expect(canvas.getByLabelText('Business name')).toBeVisible();
    await userEvent.click(canvas.getByLabelText('I confirm that I am 18 years or older'));
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Email' }));
    await expect(await canvas.findByText('Business name is required')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
  },
};

export const PartnerCodeStep: Story = {
  args: { api: scripted(routes).api, ecosystemUri: 'ubargain.demo.test' },
  play: async ({ canvasElement, args }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText('First name'), 'Meera');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Nair');
    await userEvent.type(canvas.getByLabelText('Email'), 'meera@example.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret@2026');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Secret@2026');
    await userEvent.click(canvas.getByLabelText('I confirm that I am 18 years or older'));
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Email' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Create Account' }));
    await expect(await canvas.findByText('Please enter a valid code')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Code'), '12345');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(args.onSignup).toHaveBeenCalled());
  },
};

export const ServerError: Story = {
  args: {
    api: scripted({ ...routes, 'POST /api/auth/register/business/otp': refusal(400, 'Invalid request') }).api,
  },
  play: async ({ canvasElement }) => {
    const canvas = widgetCanvas(canvasElement);
    await userEvent.type(canvas.getByLabelText('Business name'), 'Green Valley Farms');
    await userEvent.type(canvas.getByLabelText('Mobile number'), '9876543210');
    await userEvent.type(canvas.getByLabelText('Password'), 'Secret@2026');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Secret@2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate OTP' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid request');
  },
};
