import { mergeAttributes, Node } from '@tiptap/react';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    video: {
      /** Inserts a video player for the address. */
      setVideo: (src: string) => ReturnType;
    };
  }
}

/** A block `<video controls src>`: StarterKit has no video node. */
export const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'video[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['video', mergeAttributes({ controls: 'true', style: 'max-width: 100%' }, HTMLAttributes)];
  },
  addCommands() {
    return {
      setVideo:
        (src) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { src } }),
    };
  },
});
