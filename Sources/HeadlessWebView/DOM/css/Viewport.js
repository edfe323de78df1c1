// Viewport.js — the viewport the CSS values and the window's sizes are read against (CSS 2 §9.1.1,
// the initial containing block): an iPhone's, in CSS pixels.

/// An iPhone 15 in portrait.
export const viewport = { width: 393, height: 852, devicePixelRatio: 3 };
