import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropZone, FileDropZoneView } from '../../../../src/features/media';
import { part, stateIs } from '../../../support';

/**
 * The file drop zone (M70). Drags are real `DragEvent`s carrying a `DataTransfer` of files, or only text as when a
 * link or a selection is dragged. The picker ("Choose files") is the keyboard's and touch's way in.
 */
const T125 = 'Please only drag files!';
const UNREADABLE = 'Something went wrong!';

const zone = (root: HTMLElement) => part(root, 'file-drop-zone')!;
/** A drag carrying files. */
const filesTransfer = (...names: string[]) => {
  const transfer = new DataTransfer();
  for (const name of names) transfer.items.add(new File(['mock media bytes'], name, { type: name.endsWith('.mp3') ? 'audio/mpeg' : 'video/mp4' }));
  return transfer;
};
/** A drag carrying only text, as when a link or a selection is dragged. */
const textTransfer = (text: string) => {
  const transfer = new DataTransfer();
  transfer.setData('text/plain', text);
  transfer.setData('text/uri-list', text);
  return transfer;
};
/** Fires a real drag event (bubbling, cancellable) carrying `dataTransfer` at `target`. */
function drag(target: Element, type: 'dragenter' | 'dragover' | 'dragleave' | 'drop', dataTransfer: DataTransfer) {
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}
/** Drags `dataTransfer` onto the zone and drops it there. */
async function dragAndDrop(root: HTMLElement, dataTransfer: DataTransfer) {
  drag(zone(root), 'dragenter', dataTransfer);
  drag(zone(root), 'dragover', dataTransfer);
  await stateIs(() => zone(root), 'dragover');
  drag(zone(root), 'drop', dataTransfer);
}

const meta = {
  title: 'Features/Media/FileDropZone',
  component: FileDropZone,
  tags: ['!autodocs'],
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  args: { onFiles: fn(), accept: 'video/*,audio/*' },
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for files. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'idle');
    await expect(within(canvasElement).getByText('Drag files here')).toBeVisible();
  },
};

/** Files dragged over the zone light it up; leaving (through a child element too) puts it back. */
export const DragOver: Story = {
  play: async ({ canvasElement }) => {
    const dataTransfer = filesTransfer('interview.mp4');
    drag(zone(canvasElement), 'dragenter', dataTransfer);
    await stateIs(() => zone(canvasElement), 'dragover');
    // Moving onto the button inside: enter the child, leave the zone — still over it.
    const button = within(canvasElement).getByRole('button', { name: 'Choose files' });
    drag(button, 'dragenter', dataTransfer);
    drag(zone(canvasElement), 'dragleave', dataTransfer);
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'dragover');
    await expect(within(canvasElement).getByText('Release to add the files')).toBeVisible();
  },
};

/** Leaving without dropping returns to idle. */
export const DragLeave: Story = {
  parameters: { visual: { disable: 'ends idle: the same zone as Idle' } },
  play: async ({ canvasElement, args }) => {
    const dataTransfer = filesTransfer('interview.mp4');
    drag(zone(canvasElement), 'dragenter', dataTransfer);
    await stateIs(() => zone(canvasElement), 'dragover');
    drag(zone(canvasElement), 'dragleave', dataTransfer);
    await stateIs(() => zone(canvasElement), 'idle');
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

/** Dropped files are read, then handed to `onFiles`, and listed. */
export const DropFiles: Story = {
  play: async ({ canvasElement, args }) => {
    await dragAndDrop(canvasElement, filesTransfer('interview.mp4', 'episode-12.mp3'));
    await stateIs(() => zone(canvasElement), 'accepted');
    await expect(within(canvasElement).getByText(/2 files added:/)).toHaveTextContent('2 files added: interview.mp4, episode-12.mp3');
    await expect(args.onFiles).toHaveBeenCalledTimes(1);
    const [files] = (args.onFiles as ReturnType<typeof fn>).mock.calls[0]! as [File[]];
    await expect(files.map((f) => f.name)).toEqual(['interview.mp4', 'episode-12.mp3']);
  },
};

/** Text or a link dropped instead of files: T125, nothing handed over; a new drag starts again. */
export const DropText: Story = {
  play: async ({ canvasElement, args }) => {
    await dragAndDrop(canvasElement, textTransfer('https://example.com/video.mp4'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(T125);
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'rejected');
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

/** A file that cannot be read (a folder, a file gone since): "Something went wrong!", nothing handed over. */
export const Unreadable: Story = {
  args: { checkFile: () => Promise.reject(new DOMException('The file could not be read.', 'NotReadableError')) },
  play: async ({ canvasElement, args }) => {
    await dragAndDrop(canvasElement, filesTransfer('folder'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(UNREADABLE);
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'read_error');
    await expect(args.onFiles).not.toHaveBeenCalled();
  },
};

/** After a refusal, another drag starts over: the message goes, and dropping files then works. */
export const StartsOverAfterRefusal: Story = {
  parameters: { visual: { disable: 'ends with the dropped files listed: the same zone as Drop Files' } },
  play: async ({ canvasElement, args }) => {
    await dragAndDrop(canvasElement, textTransfer('just some text'));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(T125);
    drag(zone(canvasElement), 'dragenter', filesTransfer('again.mp4'));
    await stateIs(() => zone(canvasElement), 'dragover');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    drag(zone(canvasElement), 'drop', filesTransfer('again.mp4'));
    await stateIs(() => zone(canvasElement), 'accepted');
    await expect(args.onFiles).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: Tab reaches "Choose files"; files chosen in the picker are read and handed over like a drop. */
export const KeyboardPicker: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Choose files' })).toHaveFocus();
    const input = canvasElement.querySelector<HTMLInputElement>('[data-part="file-drop-input"]')!;
    await expect(input).toHaveAttribute('accept', 'video/*,audio/*');
    await userEvent.upload(input, new File(['bytes'], 'chosen.mp4', { type: 'video/mp4' }));
    await stateIs(() => zone(canvasElement), 'accepted');
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledTimes(1));
    await expect(within(canvasElement).getByText(/1 file added:/)).toHaveTextContent('1 file added: chosen.mp4');
  },
};

/** On a phone (375 px). */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choose files' })).toBeVisible();
  },
};

/** The bare view while files are read. */
export const Reading: StoryObj<typeof FileDropZoneView> = {
  render: () => (
    <FileDropZoneView
      state={{ name: 'reading', files: [{ name: 'interview.mp4' }] }}
      dropHandlers={{ onDragEnter: () => {}, onDragOver: () => {}, onDragLeave: () => {}, onDrop: () => {} }}
      onChoose={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(zone(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByText('Reading the files…')).toBeVisible();
  },
};
