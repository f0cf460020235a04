/**
 * Login under a partner's own brand (spec §2: the ecosystem's logo and banner from
 * `GET /businesses/ecosystem` and `get_image`). The mocked server serves both pictures as
 * inline SVG; an `<img>` does not go through `fetch`, so the story fetches each picture from
 * the mocked API and hands the widget an object URL of what it served.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { AuthApi } from '../../widgets/auth/auth-api';
import { Login } from '../../widgets/auth/login';
import type { LoginProps } from '../../widgets/auth/props';
import { widgetCanvas } from '../support/widget-canvas';
import { AUTH_PARAMETERS, inAuthHost, scripted, UBARGAIN } from './auth-stories';

const svg = (body: string, w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;
const LOGO = svg(
  '<rect width="48" height="48" rx="12" fill="#0b6e4f"/><path d="M12 34 24 12l12 22z" fill="#fff"/>',
  48,
  48,
);
const BANNER = svg(
  '<rect width="840" height="240" fill="#0b6e4f"/><circle cx="700" cy="60" r="140" fill="#139a6f"/><text x="40" y="140" font-family="sans-serif" font-size="64" fill="#fff">uBargain</text>',
  840,
  240,
);
const image = (body: string) => ({ body, headers: { 'content-type': 'image/svg+xml' } });

/** The scripted API with each picture URL replaced by an object URL of what the mock served. */
function servedPictures(banner: boolean) {
  const mock = scripted({
    'GET /api/businesses/ecosystem': {
      body: { ...UBARGAIN, profile_pic: 'logo.svg', banner_pic: banner ? ['banner.svg'] : [] },
    },
    'GET /api/get_image/logo.svg': image(LOGO),
    'GET /api/get_image/banner.svg': image(BANNER),
  });
  const local = async (url: string) => URL.createObjectURL(await (await mock.fetch(url)).blob());
  const api: AuthApi = {
    ...mock.api,
    async ecosystem(uri) {
      const found = await mock.api.ecosystem(uri);
      if (!found) return found;
      const logoUrl = found.logoUrl ? await local(found.logoUrl) : null;
      return { ...found, logoUrl, bannerUrls: await Promise.all(found.bannerUrls.map(local)) };
    },
  };
  return api;
}

const meta: Meta<LoginProps> = {
  title: 'Auth/Login/Brand',
  component: Login,
  decorators: [inAuthHost],
  parameters: AUTH_PARAMETERS,
  args: {
    onLogin: fn(),
    onError: fn(),
    goTo: fn(),
    links: { navigate: fn() },
    ecosystemUri: 'ubargain.demo.test',
  },
};
export default meta;
type Story = StoryObj<LoginProps>;

/** Waits for a picture to have loaded (not replaced by the default mark). */
async function loaded(canvasElement: HTMLElement, name: string) {
  const img = (await widgetCanvas(canvasElement).findByRole('img', { name })) as HTMLImageElement;
  await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
  return img;
}

/** The partner's logo and banner above the title, left-aligned with the form. */
export const LogoAndBanner: Story = {
  args: { api: servedPictures(true) },
  play: async ({ canvasElement }) => {
    const banner = await loaded(canvasElement, 'uBargain banner');
    const logo = await loaded(canvasElement, 'uBargain logo');
    const title = widgetCanvas(canvasElement).getByRole('heading', { name: 'Log in to your account' });
    await expect(banner.getBoundingClientRect().left).toBe(title.getBoundingClientRect().left);
    await expect(logo.getBoundingClientRect().left).toBe(title.getBoundingClientRect().left);
    await expect(widgetCanvas(canvasElement).queryByRole('img', { name: 'Platform logo' })).toBeNull();
  },
};

/** A logo and no banner. */
export const LogoOnly: Story = {
  args: { api: servedPictures(false) },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'uBargain logo');
    await expect(widgetCanvas(canvasElement).queryByRole('img', { name: 'uBargain banner' })).toBeNull();
  },
};
