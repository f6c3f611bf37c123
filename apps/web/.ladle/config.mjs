/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: 'src/**/*.stories.tsx',
  // The gallery's build stays out of the web app's dist and out of git (.gitignore).
  outDir: '.ladle/build',
  addons: {
    // The portal's two checked widths (seed 000 §9): a phone and a desktop.
    width: { enabled: true, options: { phone: 375, desktop: 1280 }, defaultState: 375 },
    a11y: { enabled: true },
    // The app has one light theme; right-to-left is not a language it serves.
    mode: { enabled: true, defaultState: 'full' },
    theme: { enabled: false, defaultState: 'light' },
    rtl: { enabled: false, defaultState: false },
  },
};
