import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Carousel, type CarouselSlide } from '../../src/ui/Carousel';
import { settled, svgImageUrl } from '../support';

/** A small landscape illustration as an SVG blob URL: no network, any aspect ratio. */
function scene(width: number, height: number, sky: [string, string], hills: string, sun: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${width * 0.7}" cy="${height * 0.34}" r="${Math.min(width, height) * 0.11}" fill="${sun}"/>
<path d="M0 ${height * 0.74} L${width * 0.28} ${height * 0.52} L${width * 0.52} ${height * 0.7} L${width * 0.78} ${height * 0.46} L${width} ${height * 0.64} V${height} H0Z" fill="${hills}" opacity="0.75"/>
<path d="M0 ${height * 0.86} L${width * 0.35} ${height * 0.72} L${width * 0.66} ${height * 0.84} L${width} ${height * 0.74} V${height} H0Z" fill="${hills}"/>
</svg>`;
  return svgImageUrl(svg);
}

const SLIDES: CarouselSlide[] = [
  { id: 'harbour', src: scene(1600, 900, ['#f6d5b8', '#f3a27a'], '#5b3a52', '#fff1d6'), alt: 'Harbour at dawn, hills in silhouette', width: 1600, height: 900 },
  { id: 'tower', src: scene(900, 1200, ['#bcd7f0', '#e9f1f8'], '#2f5d50', '#ffffff'), alt: 'Clock tower against a pale sky', width: 900, height: 1200 },
  { id: 'square', src: scene(1000, 1000, ['#243b55', '#141e30'], '#0b1320', '#f5e6a8'), alt: 'Night over the old market square', width: 1000, height: 1000 },
  { id: 'coast', src: scene(2400, 800, ['#d8efe6', '#9fd3c7'], '#285e61', '#fefae0'), alt: 'Panorama of the northern coast', width: 2400, height: 800 },
  { id: 'reading-room', src: scene(800, 1000, ['#f2e8cf', '#e0c9a6'], '#7a4e2d', '#fffaf0'), alt: 'Warm light in the reading room', width: 800, height: 1000 },
];

const EXPLICIT: CarouselSlide[] = [{ ...SLIDES[2]!, id: 'explicit', alt: 'Graphic photo from the protest', blurred: true }, SLIDES[0]!, SLIDES[1]!];

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { slides: SLIDES, onIndexChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 680 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Distance between a slide's media and the visible area's start edge, in px. */
function offsetFromStart(canvasElement: HTMLElement, slideLabel: string): number {
  const viewport = canvasElement.querySelector('[data-part="viewport"]')!;
  const slide = within(canvasElement).getByRole('group', { name: slideLabel });
  const media = slide.querySelector('[data-part="media"]')!;
  return Math.abs(media.getBoundingClientRect().left - viewport.getBoundingClientRect().left);
}

export const Images: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Media' });
    await settled(region);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const groups = canvas.getAllByRole('group');
    await expect(groups).toHaveLength(5);
    await expect(groups[0]).toHaveAccessibleName('Slide 1 of 5');
    await expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide');
    await expect(canvas.getByRole('img', { name: 'Harbour at dawn, hills in silhouette' })).toBeVisible();

    // Spec sizes: a 1600×900 image at 400 px wide, a 900×1200 one at 420 px tall, 6 px apart.
    const [first, second] = [...canvasElement.querySelectorAll('[data-part="media"]')].map((m) => m.getBoundingClientRect());
    await expect(first?.width).toBe(400);
    await expect(second?.height).toBe(420);
    await expect((second?.left ?? 0) - (first?.right ?? 0)).toBe(6);

    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();

    await userEvent.click(next);
    await waitFor(() => expect(offsetFromStart(canvasElement, 'Slide 2 of 5')).toBeLessThan(0.05), { timeout: 3000 });
    await expect(previous).toBeEnabled();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
  },
};

export const SingleImage: Story = {
  args: { slides: [SLIDES[1]!] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Clock tower against a pale sky' })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

export const ExplicitBlurred: Story = {
  args: { slides: EXPLICIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const media = canvasElement.querySelector('[data-part="media"]')!;
    const image = media.querySelector('img')!;
    await expect(media).toHaveAttribute('data-state', 'concealed');
    await expect(getComputedStyle(image).filter).toContain('blur');
    await expect(canvas.queryByRole('img', { name: 'Graphic photo from the protest' })).toBeNull();
    await expect(canvas.getByText('Explicit content')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Show' }));
    await expect(media).toHaveAttribute('data-state', 'revealed');
    // The blur fades out (with motion on): wait until it has, as a reader would.
    await settled(media);
    await expect(getComputedStyle(image).filter).toBe('none');
    await expect(canvas.getByRole('img', { name: 'Graphic photo from the protest' })).toBeVisible();
    await expect(canvas.queryByText('Explicit content')).toBeNull();
    await expect(media).toHaveFocus();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Media' });
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    // The engine loads on demand: in a fresh page (the built Storybook) no earlier story has loaded it.
    await settled(region);

    await userEvent.tab();
    await expect(region).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(offsetFromStart(canvasElement, 'Slide 2 of 5')).toBeLessThan(0.05), { timeout: 3000 });
    await expect(previous).toBeEnabled();

    await userEvent.keyboard('{End}');
    await waitFor(() => expect(next).toBeDisabled());
    await waitFor(
      () => {
        const viewport = canvasElement.querySelector('[data-part="viewport"]')!.getBoundingClientRect();
        const last = canvas.getByRole('group', { name: 'Slide 5 of 5' }).getBoundingClientRect();
        expect(Math.abs(last.right - viewport.right)).toBeLessThan(0.05);
      },
      { timeout: 3000 },
    );

    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(next).toBeEnabled());

    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(previous).toBeDisabled());
    await waitFor(() => expect(offsetFromStart(canvasElement, 'Slide 1 of 5')).toBeLessThan(0.05), { timeout: 3000 });
    await expect(region).toHaveFocus();
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  args: { slides: EXPLICIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    const viewportElement = canvasElement.querySelector('[data-part="viewport"]')!;
    const viewport = viewportElement.getBoundingClientRect();
    const first = canvasElement.querySelector('[data-part="media"]')!.getBoundingClientRect();
    // The 400 px image shrinks to the 327 px wide column and keeps its 16:9 ratio.
    await expect(first.width).toBeCloseTo(viewport.width, 0);
    await expect(first.width / first.height).toBeCloseTo(16 / 9, 1);
    // Only the first image is in view, so the strip is its height, not the tall portrait's next to it.
    await waitFor(() => expect(Math.abs(viewportElement.getBoundingClientRect().height - first.height)).toBeLessThan(1.5));
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const RightToLeft: Story = {
  render: (args) => (
    <div dir="rtl">
      <Carousel {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const viewport = canvasElement.querySelector('[data-part="viewport"]')!;
    const mediaOf = (name: string) => canvas.getByRole('group', { name }).querySelector('[data-part="media"]')!;
    // The engine loads on demand: in a fresh page (the built Storybook) no earlier story has loaded it.
    await settled(canvas.getByRole('region', { name: 'Media' }));
    // The first slide starts at the right edge.
    await expect(Math.abs(mediaOf('Slide 1 of 5').getBoundingClientRect().right - viewport.getBoundingClientRect().right)).toBeLessThan(0.05);
    await userEvent.tab();
    // In right-to-left, the left arrow moves forward.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(Math.abs(mediaOf('Slide 2 of 5').getBoundingClientRect().right - viewport.getBoundingClientRect().right)).toBeLessThan(0.05), {
      timeout: 3000,
    });
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};
