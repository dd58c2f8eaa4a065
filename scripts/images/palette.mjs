/** Brand colours and the font stack shared by every generated image. */
export const color = {
  navy950: '#06111f',
  navy900: '#0b1f3a',
  navy800: '#12305a',
  navy700: '#1b4176',
  teal700: '#0f7f76',
  teal500: '#14a396',
  teal300: '#5fd3c6',
  gold400: '#e0b85a',
  gold300: '#ecd08f',
  white: '#ffffff',
};

/** Font stack for text in images; librsvg resolves it against the fonts installed where the script runs. */
export const fontFamily = "'Inter Variable', 'DejaVu Sans', Arial, sans-serif";
