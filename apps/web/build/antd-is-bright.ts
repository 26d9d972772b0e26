import type { Plugin } from 'vite';

/** antd's modules that import `isBright` from the colour picker's presets panel. */
const IMPORTERS = /[\\/]antd[\\/]es[\\/](button[\\/]style[\\/]token|tag[\\/]style[\\/]index)\.js$/;
const IMPORT = "import { isBright } from '../../color-picker/components/ColorPresets';";
const ID = '\0wms-antd-is-bright';

/**
 * Gives antd's Button and Tag styles `isBright` from a module of its own. antd (6.x) keeps that
 * small helper in the colour picker's presets panel, which imports Collapse: chunks are cut by
 * module, so the panel, Collapse and the colour picker's code went wherever Button's style went,
 * into the sign-in page's first download. The copy below is antd's function as written in
 * `antd/es/color-picker/components/ColorPresets.js`; if antd moves the import, nothing is
 * replaced and the sign-in page's size budget (e2e/sign-in-budget.test.ts) says so.
 */
export function antdIsBright(): Plugin {
  return {
    name: 'wms-antd-is-bright',
    apply: 'build',
    resolveId: {
      filter: { id: new RegExp(`^${ID}$`) },
      handler: (id) => id,
    },
    load: {
      filter: { id: new RegExp(`^${ID}$`) },
      async handler() {
        // The colour class alone, not the package's index, which brings the whole picker.
        const color = await this.resolve('@rc-component/color-picker/es/color.js', import.meta.filename);
        if (!color) throw new Error('@rc-component/color-picker/es/color.js not found');
        return `import { Color as RcColor } from ${JSON.stringify(color.id)};
export const isBright = (value, bgColorToken) => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};`;
      },
    },
    transform: {
      filter: { id: IMPORTERS, code: IMPORT },
      handler: (code) => code.replace(IMPORT, `import { isBright } from ${JSON.stringify(ID)};`),
    },
  };
}
