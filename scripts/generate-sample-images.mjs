#!/usr/bin/env node
// Genera las ilustraciones SVG de muestra de la tienda: productos y servicios del
// catálogo, categorías, diapositivas del banner, logo y favicon.
//
// Uso: node scripts/generate-sample-images.mjs
//
// Es determinista: volver a ejecutarlo produce exactamente los mismos archivos.
// Las claves de producto deben coincidir con functions/seed/catalogue-data.ts
// (cada producto referencia /images/catalogue/<clave>-<n>.svg).

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = join(ROOT, 'public');
const FONT = 'system-ui, sans-serif';

// ── Colores ──────────────────────────────────────────────────────────────────

const hex2rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const rgb2hex = (c) =>
  '#' +
  c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
const mix = (a, b, t) => {
  const x = hex2rgb(a);
  const y = hex2rgb(b);
  return rgb2hex(x.map((v, i) => v + (y[i] - v) * t));
};
/** t > 0 aclara hacia blanco, t < 0 oscurece hacia negro. */
const shade = (h, t) => (t < 0 ? mix(h, '#000000', -t) : mix(h, '#ffffff', t));
const hsl = (h, s, l) => {
  h = ((h % 360) + 360) % 360;
  s /= 100;
  l /= 100;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return rgb2hex([f(0), f(8), f(4)].map((v) => v * 255));
};

// ── Primitivas SVG ───────────────────────────────────────────────────────────

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const op = (o) => ` opacity="${o}"`;
const stroke = (color, width, extra = '') =>
  ` stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}`;
const R = (x, y, w, h, rx, fill, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;
const C = (cx, cy, r, fill, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const E = (cx, cy, rx, ry, fill, extra = '') => `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;
const P = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const L = (d, color, width, extra = '') => P(d, 'none', stroke(color, width, extra));
const G = (transform, inner) => `<g transform="${transform}">${inner}</g>`;
const T = (x, y, size, fill, text, extra = '') =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" fill="${fill}"${extra}>${esc(text)}</text>`;
const SH = (y, rx) => E(400, y, rx, Math.round(rx / 9), '#0f172a', op('.13'));
const lin = (id, c0, c1, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${c1}"/></linearGradient>`;

/** Contexto de dibujo: color principal m, acento a, gradientes del objeto (o), de pantalla (s) y de lente (g). */
function ctx(id, m, a, v = 0) {
  return {
    k: { id, m, a, v, d: shade(m, -0.35), l: shade(m, 0.45), o: `url(#${id}o)`, s: `url(#${id}s)`, g: `url(#${id}g)` },
    // Solo se incluyen los gradientes que el dibujo usa de verdad.
    defsFor: (body) =>
      [
        [`${id}o`, lin(`${id}o`, shade(m, 0.16), shade(m, -0.16))],
        [`${id}s`, lin(`${id}s`, shade(a, 0.3), shade(a, -0.3), 1, 1)],
        [`${id}g`, lin(`${id}g`, '#7dd3fc', '#312e81', 1, 1)],
      ]
        .filter(([gid]) => body.includes(`url(#${gid})`))
        .map(([, g]) => g)
        .join(''),
  };
}

const sun = (cx, cy, r, col, width = 16, gap = 30) => {
  const rr = r + gap;
  const dash = ((2 * Math.PI * rr) / 24).toFixed(1);
  return C(cx, cy, rr, 'none', stroke(col, width, ` stroke-dasharray="${dash} ${dash}"`)) + C(cx, cy, r, col);
};
const flower = (x, y, col, s = 1) =>
  G(
    `translate(${x} ${y}) scale(${s})`,
    [0, 72, 144, 216, 288].map((r) => E(0, -40, 26, 46, col, ` transform="rotate(${r})"`)).join('') + C(0, 0, 16, '#fbbf24'),
  );
const house = (k) =>
  P('M230 425 L400 285 L570 425 V620 H230Z', k.o) +
  L('M205 432 L400 268 L595 432', k.d, 34) +
  R(365, 505, 70, 115, 12, k.d) +
  R(262, 455, 70, 62, 10, '#fff', op('.85')) +
  R(468, 455, 70, 62, 10, '#fff', op('.85')) +
  SH(636, 230);
const screenUI = (x, y, w, h) =>
  P(`M${x} ${y + h * 0.62} q${w * 0.25} ${-h * 0.2} ${w * 0.5} ${-h * 0.05} t${w * 0.5} ${-h * 0.08} V${y + h} H${x}Z`, '#fff', op('.22')) +
  R(x + w * 0.07, y + h * 0.1, w * 0.38, h * 0.36, 10, '#fff', op('.85')) +
  R(x + w * 0.51, y + h * 0.1, w * 0.42, h * 0.15, 8, '#fff', op('.55')) +
  R(x + w * 0.51, y + h * 0.31, w * 0.3, h * 0.15, 8, '#fff', op('.4'));
const fan = (k, cx, cy, r) =>
  C(cx, cy, r, '#0b1220') +
  C(cx, cy, Math.round(r * 0.62), 'none', ` stroke="${shade(k.m, 0.2)}" stroke-width="${Math.round(r * 0.6)}" stroke-dasharray="20 11"`) +
  C(cx, cy, Math.round(r * 0.28), k.d) +
  C(cx, cy, Math.round(r * 0.1), k.a);
const pattern = (id, w, h, inner, x = 0, y = 0) =>
  `<defs><pattern id="${id}" x="${x}" y="${y}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${inner}</pattern></defs>`;
const starPoints = (cx, cy, ro, ri, n = 5) =>
  Array.from({ length: n * 2 }, (_, i) => {
    const r = i % 2 ? ri : ro;
    const ang = (Math.PI / n) * i - Math.PI / 2;
    return `${Math.round(cx + r * Math.cos(ang))},${Math.round(cy + r * Math.sin(ang))}`;
  }).join(' ');

// ── Ilustraciones por tipo de objeto (lienzo 800x800, centro 400,400) ────────

const KINDS = {
  phone: (k) =>
    k.v === 1
      ? R(285, 130, 230, 480, 44, k.o) +
        P('M285 420 L515 240 V300 L285 480Z', '#fff', op('.08')) +
        R(305, 150, 112, 168, 32, shade(k.m, -0.22)) +
        C(337, 186, 23, '#0b1220') +
        C(337, 186, 10, k.g) +
        C(385, 186, 23, '#0b1220') +
        C(385, 186, 10, k.g) +
        C(337, 250, 23, '#0b1220') +
        C(337, 250, 10, k.g) +
        C(385, 250, 9, '#fef9c3') +
        C(400, 440, 26, 'none', ` stroke="${k.l}" stroke-width="6"` + op('.6')) +
        R(515, 240, 6, 70, 3, k.d) +
        SH(640, 150)
      : R(280, 125, 240, 490, 46, shade(k.m, -0.55)) +
        R(294, 139, 212, 462, 34, k.s) +
        screenUI(294, 139, 212, 462) +
        C(400, 160, 8, '#0b1220') +
        [318, 368, 418, 468].map((x) => R(x, 540, 34, 34, 10, '#fff', op('.35'))).join('') +
        R(520, 240, 6, 70, 3, k.d) +
        SH(640, 150),

  case: (k) =>
    R(280, 130, 240, 490, 50, k.o) +
    R(293, 143, 214, 464, 40, 'none', ` stroke="${k.l}" stroke-width="4"` + op('.5')) +
    R(304, 154, 120, 156, 32, '#0f172a') +
    C(338, 192, 22, '#1e293b') +
    C(338, 192, 9, '#475569') +
    C(390, 192, 22, '#1e293b') +
    C(390, 192, 9, '#475569') +
    C(338, 270, 22, '#1e293b') +
    C(338, 270, 9, '#475569') +
    C(400, 440, 30, 'none', ` stroke="${k.l}" stroke-width="6"` + op('.7')) +
    R(516, 240, 10, 64, 5, k.d) +
    SH(645, 150),

  charger: (k) =>
    R(350, 190, 22, 70, 6, '#94a3b8') +
    R(428, 190, 22, 70, 6, '#94a3b8') +
    L('M400 480 C400 590 560 560 585 625', shade(k.m, -0.18), 16) +
    R(568, 610, 36, 50, 10, shade(k.m, -0.25)) +
    R(300, 250, 200, 230, 44, k.o) +
    R(318, 266, 20, 198, 10, '#fff', op('.25')) +
    R(370, 440, 60, 16, 8, '#334155') +
    P('M415 300 l-50 80 h36 l-12 64 l54 -92 h-38z', k.a) +
    SH(668, 170),

  powerbank: (k) =>
    R(275, 170, 250, 450, 46, k.o) +
    R(296, 200, 14, 390, 7, '#fff', op('.25')) +
    R(360, 188, 80, 14, 7, k.d) +
    P('M418 310 l-52 84 h38 l-12 66 l56 -96 h-40z', k.a) +
    [355, 385, 415, 445].map((x, i) => C(x, 560, 7, k.a, i === 3 ? op('.35') : '')).join('') +
    SH(640, 160),

  headphones: (k) =>
    L('M245 440 C245 175 555 175 555 440', k.d, 30) +
    L('M292 300 C335 228 465 228 508 300', k.m, 18) +
    R(200, 380, 110, 190, 52, k.o) +
    R(490, 380, 110, 190, 52, k.o) +
    R(292, 400, 34, 150, 16, k.d) +
    R(474, 400, 34, 150, 16, k.d) +
    C(255, 475, 16, k.a) +
    C(545, 475, 16, k.a) +
    SH(615, 200),

  earbuds: (k) =>
    G('rotate(-18 330 260)', R(314, 262, 32, 120, 16, k.o) + C(330, 250, 46, k.o) + C(318, 244, 16, '#1f2937')) +
    G('rotate(18 470 260)', R(454, 262, 32, 120, 16, k.o) + C(470, 250, 46, k.o) + C(482, 244, 16, '#1f2937')) +
    R(270, 390, 260, 200, 96, k.o) +
    R(272, 450, 256, 4, 0, k.d, op('.3')) +
    C(400, 515, 7, k.a) +
    SH(615, 170),

  laptop: (k) =>
    R(180, 190, 440, 300, 22, '#1e293b') +
    R(197, 207, 406, 262, 10, k.s) +
    screenUI(197, 207, 406, 262) +
    C(400, 199, 4, '#475569') +
    P('M130 492 h540 l34 44 a10 10 0 0 1 -8 16 h-592 a10 10 0 0 1 -8 -16z', k.o) +
    R(355, 492, 90, 9, 4, k.d) +
    SH(580, 300),

  desktop: (k) =>
    P('M365 480 h70 l22 110 h-114z', k.d) +
    R(290, 585, 220, 22, 11, k.o) +
    R(160, 130, 480, 350, 24, k.o) +
    R(178, 148, 444, 268, 10, k.s) +
    screenUI(178, 148, 444, 268) +
    C(400, 448, 10, k.d, op('.6')) +
    SH(618, 200),

  keyboard: (k) => {
    const key = shade(k.m, -0.45);
    return (
      pattern(`${k.id}kp`, 44, 44, R(3, 3, 38, 38, 8, key), 160, 330) +
      R(130, 300, 540, 230, 30, k.o) +
      R(160, 330, 484, 132, 0, `url(#${k.id}kp)`) +
      R(163, 333, 38, 38, 8, k.a) +
      R(163, 465, 82, 38, 8, key) +
      R(251, 465, 38, 38, 8, key) +
      R(295, 465, 218, 38, 8, key) +
      R(519, 465, 38, 38, 8, key) +
      R(563, 465, 78, 38, 8, key) +
      R(150, 526, 500, 8, 4, k.a, op('.85')) +
      SH(568, 290)
    );
  },

  webcam: (k) =>
    P('M350 405 h100 l26 140 h-152z', k.d) +
    R(300, 540, 200, 24, 12, k.d) +
    R(240, 250, 320, 160, 80, k.o) +
    C(400, 330, 66, '#0b1220') +
    C(400, 330, 46, k.g) +
    C(400, 330, 20, '#0b1220') +
    C(386, 316, 8, '#fff', op('.7')) +
    R(278, 320, 44, 20, 10, k.d, op('.5')) +
    R(478, 320, 44, 20, 10, k.d, op('.5')) +
    C(478, 282, 6, k.a) +
    SH(590, 170),

  hdd: (k) =>
    L('M400 600 C400 655 520 650 575 610', k.d, 12) +
    R(265, 170, 270, 440, 40, k.o) +
    R(285, 190, 230, 400, 28, 'none', ` stroke="${k.l}" stroke-width="4"` + op('.35')) +
    R(350, 540, 100, 12, 6, k.a) +
    C(400, 218, 7, k.a) +
    SH(650, 170),

  hddint: (k) =>
    R(230, 180, 340, 440, 18, k.o) +
    R(260, 210, 280, 250, 14, k.a) +
    R(284, 240, 170, 20, 10, '#fff', op('.75')) +
    R(284, 274, 110, 14, 7, '#fff', op('.5')) +
    R(284, 300, 140, 14, 7, '#fff', op('.4')) +
    C(400, 530, 58, 'none', ` stroke="${k.d}" stroke-width="6"` + op('.35')) +
    [
      [250, 200],
      [550, 200],
      [250, 600],
      [550, 600],
    ]
      .map(([x, y]) => C(x, y, 7, k.d))
      .join('') +
    SH(648, 200),

  usb: (k) =>
    G(
      'rotate(-25 400 400)',
      R(345, 160, 110, 100, 10, '#cbd5e1') +
        R(370, 188, 20, 20, 3, '#64748b') +
        R(410, 188, 20, 20, 3, '#64748b') +
        R(320, 250, 160, 330, 32, k.o) +
        R(320, 330, 160, 34, 0, k.a) +
        C(400, 530, 16, 'none', stroke(k.d, 8)),
    ) + SH(650, 170),

  cpu: (k) =>
    pattern(`${k.id}cp`, 20, 20, C(10, 10, 3.5, '#d4a72c'), 230, 230) +
    R(220, 220, 360, 360, 24, '#166534') +
    R(230, 230, 340, 340, 18, `url(#${k.id}cp)`) +
    R(270, 270, 260, 260, 22, k.o) +
    R(300, 300, 90, 16, 8, k.a) +
    R(300, 328, 150, 12, 6, k.d, op('.45')) +
    R(300, 350, 110, 12, 6, k.d, op('.35')) +
    P('M236 564 h28 l-28 -28z', '#d4a72c') +
    SH(628, 200),

  motherboard: (k) =>
    R(180, 160, 440, 480, 16, k.o) +
    R(200, 190, 80, 170, 12, k.a) +
    R(300, 185, 150, 26, 8, k.a) +
    R(300, 225, 150, 150, 10, '#94a3b8') +
    R(320, 245, 110, 110, 6, '#475569') +
    [480, 500, 520, 540].map((x) => R(x, 200, 10, 200, 4, '#64748b')).join('') +
    R(210, 440, 270, 18, 6, '#64748b') +
    R(210, 560, 270, 18, 6, '#64748b') +
    R(210, 492, 270, 30, 8, shade(k.m, 0.25)) +
    R(510, 450, 90, 90, 14, k.a) +
    [
      [198, 178],
      [602, 178],
      [198, 622],
      [602, 622],
    ]
      .map(([x, y]) => C(x, y, 8, '#cbd5e1'))
      .join('') +
    SH(662, 230),

  psu: (k) =>
    R(190, 230, 420, 340, 22, k.o) +
    C(400, 400, 130, '#0f172a') +
    [110, 80, 50].map((r) => C(400, 400, r, 'none', ` stroke="${shade(k.m, 0.25)}" stroke-width="6"`)).join('') +
    L('M272 400 h256 M400 272 v256', shade(k.m, 0.25), 6) +
    C(400, 400, 24, k.a) +
    R(214, 252, 56, 36, 8, k.a) +
    SH(600, 230),

  gpu: (k) =>
    R(118, 270, 22, 250, 4, '#94a3b8') +
    R(220, 490, 260, 24, 3, '#d4a72c') +
    R(140, 280, 540, 210, 28, k.o) +
    R(140, 480, 540, 12, 6, k.d) +
    R(170, 292, 200, 8, 4, k.a) +
    (k.v === 2 ? fan(k, 240, 385, 70) + fan(k, 410, 385, 70) + fan(k, 580, 385, 70) : fan(k, 280, 385, 86) + fan(k, 540, 385, 86)) +
    SH(566, 290),

  ram: (k) => {
    const stick = (x, y) =>
      R(x + 10, y - 24, 500, 30, 10, k.s) +
      R(x, y, 520, 120, 12, k.o) +
      R(x + 30, y + 34, 180, 16, 8, k.l, op('.55')) +
      P(`M${x + 320} ${y} h110 l-50 120 h-110z`, k.a, op('.25')) +
      R(x + 10, y + 120, 500, 36, 4, '#14532d') +
      R(x + 20, y + 130, 480, 22, 0, `url(#${k.id}rp)`);
    return pattern(`${k.id}rp`, 12, 22, R(2, 0, 8, 22, 1, '#d4a72c')) + stick(130, 250) + stick(170, 350) + SH(560, 270);
  },

  m2: (k) =>
    pattern(`${k.id}mp`, 26, 11, R(0, 2, 26, 7, 1, '#d4a72c')) +
    G(
      'rotate(-10 400 400)',
      R(130, 340, 540, 120, 10, '#0b3d2c') +
        R(112, 352, 26, 96, 3, `url(#${k.id}mp)`) +
        R(170, 352, 440, 96, 8, k.o) +
        R(190, 372, 120, 12, 6, k.a) +
        R(190, 396, 200, 10, 5, '#fff', op('.5')) +
        R(190, 416, 150, 10, 5, '#fff', op('.35')) +
        C(660, 400, 16, '#d4a72c') +
        C(660, 400, 8, '#0b3d2c'),
    ) +
    SH(600, 280),

  ssd: (k) =>
    R(240, 200, 320, 400, 24, k.o) +
    R(270, 230, 260, 220, 14, shade(k.m, -0.2)) +
    P('M270 380 h260 v56 a14 14 0 0 1 -14 14 h-232 a14 14 0 0 1 -14 -14z', k.a) +
    R(295, 260, 140, 16, 8, '#fff', op('.8')) +
    R(295, 290, 90, 12, 6, '#fff', op('.5')) +
    R(310, 586, 180, 14, 3, '#334155') +
    SH(630, 190),

  blender: (k) =>
    P('M300 540 h200 l-18 90 h-164z', k.o) +
    C(400, 585, 18, k.d) +
    C(400, 585, 6, k.a) +
    L('M520 250 h40 a20 20 0 0 1 20 20 v160 a20 20 0 0 1 -20 20 h-58', k.d, 22) +
    P('M280 200 h240 l-34 340 h-172z', '#e0f2fe', op('.75')) +
    P('M296 360 h208 l-18 180 h-172z', k.a, op('.85')) +
    R(304, 222, 14, 300, 7, '#fff', op('.6')) +
    R(272, 180, 256, 34, 12, k.d) +
    R(370, 160, 60, 24, 8, k.d) +
    SH(644, 170),

  airfryer: (k) =>
    R(240, 170, 320, 450, 80, k.o) +
    R(310, 205, 180, 80, 18, '#0f172a') +
    T(400, 260, 40, k.a, '200°', ' font-weight="700" text-anchor="middle"') +
    R(330, 298, 140, 6, 3, '#000', op('.2')) +
    R(262, 320, 276, 260, 46, shade(k.m, -0.15)) +
    R(340, 410, 120, 50, 20, '#111827') +
    SH(632, 190),

  coffee: (k) =>
    R(430, 160, 130, 460, 24, k.o) +
    R(240, 160, 320, 120, 28, k.o) +
    R(240, 560, 320, 60, 20, k.o) +
    R(520, 300, 18, 200, 9, '#bae6fd', op('.85')) +
    R(300, 276, 100, 16, 8, k.d) +
    L('M425 380 h24 a16 16 0 0 1 16 16 v90 a16 16 0 0 1 -16 16 h-24', k.d, 16) +
    P('M275 350 h150 v170 a40 40 0 0 1 -40 40 h-70 a40 40 0 0 1 -40 -40z', '#e0f2fe', op('.75')) +
    P('M275 430 h150 v90 a40 40 0 0 1 -40 40 h-70 a40 40 0 0 1 -40 -40z', '#6b3f26') +
    R(268, 330, 164, 28, 10, k.d) +
    C(480, 590, 8, k.a) +
    SH(640, 190),

  speaker: (k) =>
    pattern(`${k.id}sp`, 14, 14, C(7, 7, 2.6, shade(k.m, -0.4))) +
    R(240, 492, 320, 14, 7, k.d) +
    R(160, 300, 480, 200, 100, k.o) +
    R(240, 316, 320, 168, 0, `url(#${k.id}sp)`) +
    E(176, 400, 22, 78, k.d) +
    E(624, 400, 22, 78, k.d) +
    R(350, 385, 100, 30, 15, k.a) +
    SH(548, 260),

  smartspeaker: (k) =>
    pattern(`${k.id}fp`, 12, 12, C(6, 6, 2, '#fff', op('.14'))) +
    E(400, 570, 110, 16, k.d) +
    C(400, 380, 190, k.o) +
    C(400, 380, 190, `url(#${k.id}fp)`) +
    L('M262 518 q138 70 276 0', k.a, 30, op('.25')) +
    L('M262 518 q138 70 276 0', k.a, 12) +
    SH(598, 180),

  smartband: (k) =>
    R(352, 130, 96, 540, 48, k.o) +
    R(322, 280, 156, 240, 70, '#0f172a') +
    R(336, 294, 128, 212, 58, '#111827') +
    T(400, 388, 44, '#fff', '10:09', ' font-weight="700" text-anchor="middle"') +
    R(356, 412, 88, 10, 5, k.a) +
    R(356, 432, 60, 10, 5, k.l, op('.7')) +
    SH(690, 120),

  bulb: (k) =>
    C(400, 320, 215, k.a, op('.18')) +
    P('M318 405 q32 58 32 100 h100 q0 -42 32 -100z', k.o) +
    C(400, 320, 150, k.o) +
    L('M300 268 a110 110 0 0 1 80 -80', '#fff', 14, op('.55')) +
    L('M368 380 l15 -40 l17 30 l17 -30 l15 40', k.d, 6, op('.6')) +
    R(345, 505, 110, 22, 8, '#94a3b8') +
    R(350, 527, 100, 22, 8, '#cbd5e1') +
    R(355, 549, 90, 22, 8, '#94a3b8') +
    P('M370 571 h60 l-12 26 h-36z', '#475569') +
    L('M572 150 a60 60 0 0 1 60 60', k.a, 12) +
    L('M572 110 a100 100 0 0 1 100 100', k.a, 12) +
    C(580, 202, 10, k.a) +
    SH(630, 110),

  actioncam: (k) =>
    R(460, 226, 80, 34, 12, k.a) +
    R(330, 515, 28, 60, 6, k.d) +
    R(372, 515, 28, 60, 6, k.d) +
    R(414, 515, 28, 60, 6, k.d) +
    R(220, 250, 360, 275, 40, k.o) +
    R(242, 272, 168, 168, 28, '#0f172a') +
    C(326, 356, 62, '#1e293b') +
    C(326, 356, 44, k.g) +
    C(326, 356, 18, '#0b1220') +
    C(312, 340, 7, '#fff', op('.7')) +
    R(430, 282, 126, 112, 14, '#0f172a') +
    R(438, 290, 110, 96, 10, k.s, op('.85')) +
    R(440, 456, 110, 14, 7, '#fff', op('.6')) +
    SH(600, 200),

  camera: (k) =>
    P('M330 272 l24 -62 h132 l24 62z', k.d) +
    R(520, 244, 64, 26, 10, k.d) +
    R(170, 270, 460, 280, 44, k.o) +
    R(170, 270, 120, 280, 44, k.d) +
    C(430, 415, 140, '#111827') +
    C(430, 415, 112, '#1f2937') +
    C(430, 415, 84, k.g) +
    C(430, 415, 34, '#0b1220') +
    C(400, 385, 14, '#fff', op('.55')) +
    C(600, 305, 9, k.a) +
    SH(598, 240),

  instant: (k) =>
    R(320, 140, 160, 110, 6, '#fff') +
    R(332, 152, 136, 70, 0, k.a, op('.45')) +
    R(220, 190, 360, 430, 64, k.o) +
    R(256, 222, 120, 64, 16, '#f8fafc', op('.9')) +
    R(470, 226, 56, 44, 10, '#1e293b') +
    C(400, 430, 120, shade(k.m, 0.4)) +
    C(400, 430, 92, '#0f172a') +
    C(400, 430, 60, k.g) +
    C(384, 412, 10, '#fff', op('.6')) +
    C(520, 572, 14, k.d) +
    SH(642, 200),

  securitycam: (k) =>
    R(310, 560, 180, 44, 22, '#e2e8f0') +
    R(375, 470, 50, 100, 12, '#cbd5e1') +
    C(400, 360, 165, k.o) +
    C(400, 360, 108, '#0f172a') +
    C(400, 360, 42, k.g) +
    C(400, 360, 16, '#0b1220') +
    C(388, 348, 6, '#fff', op('.7')) +
    C(340, 310, 5, '#334155') +
    C(460, 310, 5, '#334155') +
    C(340, 410, 5, '#334155') +
    C(460, 410, 5, '#334155') +
    C(400, 440, 6, k.a) +
    SH(616, 160),

  tshirt: (k) =>
    P('M300 170 L170 240 L215 350 L275 322 V620 H525 V322 L585 350 L630 240 L500 170 Q470 225 400 225 Q330 225 300 170Z', k.o) +
    L('M300 170 Q330 225 400 225 Q470 225 500 170', shade(k.m, -0.2), 14) +
    L('M215 350 L275 322 M585 350 L525 322', shade(k.m, -0.2), 8) +
    P('M335 440 l45 -66 l32 42 l22 -28 l36 52z', k.a) +
    C(448, 362, 16, k.a) +
    SH(648, 200),

  hoodie: (k) =>
    P('M300 195 Q300 92 400 92 Q500 92 500 195z', shade(k.m, -0.2)) +
    P(
      'M300 180 L200 230 L130 560 L200 580 L260 360 V620 H540 V360 L600 580 L670 560 L600 230 L500 180 Q450 230 400 230 Q350 230 300 180Z',
      k.o,
    ) +
    P('M328 186 Q400 272 472 186 Q400 216 328 186z', shade(k.m, -0.35)) +
    L('M375 246 v90 M425 246 v90', '#f8fafc', 7) +
    P('M320 482 h160 l30 92 h-220z', shade(k.m, -0.12)) +
    R(260, 600, 280, 22, 8, shade(k.m, -0.15)) +
    L('M130 560 L200 580 M600 580 L670 560', shade(k.m, -0.2), 14) +
    SH(650, 220),

  cap: (k) =>
    P('M235 470 A165 175 0 0 1 565 470Z', k.o) +
    L('M400 296 V470 M330 312 Q300 380 305 470 M470 312 Q500 380 495 470', shade(k.m, -0.2), 5, op('.6')) +
    C(400, 296, 12, shade(k.m, -0.2)) +
    R(348, 372, 104, 62, 16, k.a) +
    L('M370 404 h60', '#fff', 8) +
    P('M215 470 Q400 440 585 470 Q600 522 400 536 Q200 522 215 470Z', shade(k.m, -0.25)) +
    SH(572, 220),

  jacket: (k) =>
    P('M300 170 L200 220 L130 560 L200 580 L260 360 V620 H540 V360 L600 580 L670 560 L600 220 L500 170 L400 250Z', k.o) +
    P('M300 170 L342 148 L400 250 L360 272Z', shade(k.m, -0.2)) +
    P('M500 170 L458 148 L400 250 L440 272Z', shade(k.m, -0.2)) +
    L('M400 250 V620', '#e2e8f0', 6) +
    L('M272 330 H528', k.a, 4, ' stroke-dasharray="10 8"' + op('.8')) +
    R(290, 470, 80, 10, 5, shade(k.m, -0.25)) +
    R(430, 470, 80, 10, 5, shade(k.m, -0.25)) +
    R(260, 600, 280, 22, 8, shade(k.m, -0.15)) +
    L('M130 560 L200 580 M600 580 L670 560', shade(k.m, -0.2), 14) +
    SH(650, 220),

  star: (k) =>
    C(400, 400, 250, k.a, op('.12')) +
    `<polygon points="${starPoints(400, 410, 240, 105)}" fill="${k.o}"/>` +
    `<polygon points="${starPoints(400, 410, 150, 66)}" fill="#fff" opacity=".25"/>` +
    `<polygon points="${starPoints(615, 185, 42, 12, 4)}" fill="${k.a}"/>` +
    `<polygon points="${starPoints(190, 250, 28, 8, 4)}" fill="${k.a}" opacity=".7"/>` +
    SH(640, 190),

  // Servicios
  tanning: (k) =>
    sun(575, 205, 62, '#fbbf24') +
    T(575, 219, 40, '#9a3412', 'UV', ' font-weight="800" text-anchor="middle"') +
    L('M170 470 Q400 230 630 470', k.d, 34) +
    L('M222 452 Q400 290 578 452', '#c084fc', 10, op('.85')) +
    L('M268 458 Q400 336 532 458', '#e9d5ff', 8, op('.8')) +
    R(210, 555, 30, 55, 8, k.d) +
    R(560, 555, 30, 55, 8, k.d) +
    R(150, 470, 500, 92, 44, k.o) +
    R(190, 502, 420, 14, 7, k.a) +
    SH(622, 260),

  spray: (k) =>
    [
      [262, 250, 11, '.5'],
      [228, 228, 9, '.4'],
      [232, 280, 10, '.45'],
      [196, 256, 8, '.35'],
      [200, 206, 7, '.3'],
      [178, 296, 7, '.3'],
      [160, 240, 6, '.25'],
    ]
      .map(([x, y, r, o]) => C(x, y, r, k.a, op(o)))
      .join('') +
    R(370, 280, 70, 60, 10, k.d) +
    R(330, 228, 140, 58, 20, k.d) +
    R(296, 244, 40, 22, 6, k.d) +
    L('M432 292 q12 60 -22 84', k.d, 18) +
    R(330, 330, 150, 290, 44, k.o) +
    R(350, 420, 110, 130, 20, '#fff', op('.85')) +
    sun(405, 485, 18, k.a, 6, 12) +
    SH(642, 180),

  massage: (k) =>
    P('M218 575 q-52 -130 58 -196 q26 128 -58 196z', '#16a34a') +
    L('M222 568 q10 -90 50 -176', '#bbf7d0', 4, op('.7')) +
    E(400, 585, 190, 48, '#44403c') +
    E(400, 512, 150, 44, '#57534e') +
    E(400, 442, 112, 38, '#78716c') +
    E(400, 382, 74, 30, '#a8a29e') +
    E(370, 372, 30, 8, '#fff', op('.35')) +
    E(370, 498, 60, 10, '#fff', op('.15')) +
    flower(580, 285, k.a) +
    SH(642, 220),

  facial: (k) =>
    P('M160 720 q20 -130 240 -140 q220 10 240 140z', k.o) +
    R(350, 500, 100, 90, 0, '#e8b48c') +
    C(400, 370, 172, '#f2c6a0') +
    P('M228 340 Q232 168 400 168 Q568 168 572 340 Q400 270 228 340z', k.o) +
    L('M400 174 q-30 60 0 112', shade(k.m, -0.15), 8) +
    [335, 465].map((x) => C(x, 385, 42, '#15803d') + C(x, 385, 35, '#d9f99d') + C(x, 385, 12, '#a3e635', op('.7'))).join('') +
    L('M350 470 q50 40 100 0', '#b45309', 8) +
    C(292, 448, 24, '#fb7185', op('.25')) +
    C(508, 448, 24, '#fb7185', op('.25')),

  exfoliation: (k) =>
    R(262, 340, 276, 250, 50, k.o) +
    E(400, 346, 138, 30, '#f5e6d3') +
    [
      [350, 340],
      [392, 352],
      [440, 338],
      [470, 354],
      [318, 352],
      [420, 330],
    ]
      .map(([x, y]) => C(x, y, 5, '#b08158'))
      .join('') +
    R(300, 430, 200, 104, 20, '#fff', op('.85')) +
    P('M400 508 q-44 -26 -20 -62 q44 14 20 62z', k.a) +
    L('M400 508 q-14 -30 -16 -54', '#fff', 3) +
    G('rotate(-28 560 360)', R(548, 200, 24, 190, 12, '#b45309') + E(560, 410, 36, 44, '#b45309')) +
    [
      [210, 610, 9],
      [186, 588, 6],
      [620, 600, 8],
      [642, 580, 5],
    ]
      .map(([x, y, r]) => R(x, y, r * 2, r * 2, 3, '#e7e5e4', ` transform="rotate(20 ${x} ${y})"`))
      .join('') +
    SH(618, 200),

  lotion: (k) =>
    sun(262, 232, 60, '#fbbf24') +
    R(380, 250, 50, 60, 10, k.d) +
    R(360, 222, 110, 34, 12, k.d) +
    R(440, 228, 64, 20, 8, k.d) +
    R(330, 300, 150, 320, 56, k.o) +
    R(350, 390, 110, 150, 22, '#fff', op('.85')) +
    C(405, 440, 20, k.a) +
    P('M405 482 q-22 30 0 44 q22 -14 0 -44z', '#38bdf8') +
    P('M575 400 q-40 54 0 80 q40 -26 0 -80z', '#38bdf8', op('.8')) +
    SH(642, 190),

  homeTan: (k) => sun(590, 210, 55, '#fbbf24') + house(k),

  homeMassage: (k) =>
    house(k) +
    flower(600, 205, k.a, 0.9) +
    E(620, 612, 74, 20, '#57534e') +
    E(620, 584, 54, 16, '#78716c') +
    E(620, 560, 34, 12, '#a8a29e'),
};

// ── Paletas por categoría (tono HSL del fondo y color de acento) ─────────────

const CATEGORIES = {
  destacados: { name: 'Destacados', hue: 38, sat: 90, accent: '#f59e0b', kind: 'star', m: '#fbbf24' },
  productos: { name: 'Productos', hue: 330, sat: 75, accent: '#db2777', kind: 'tshirt', m: '#f472b6' },
  servicios: { name: 'Servicios', hue: 22, sat: 85, accent: '#ea580c', kind: 'tanning', m: '#e2e8f0' },
  'servicios-home': { name: 'Servicios-Home', hue: 160, sat: 60, accent: '#059669', kind: 'homeTan', m: '#fef3c7' },
  moviles: { name: 'Móviles', hue: 235, sat: 75, accent: '#4f46e5', kind: 'phone', m: '#6366f1' },
  fundas: { name: 'Fundas', hue: 265, sat: 75, accent: '#7c3aed', kind: 'case', m: '#a78bfa' },
  cargadores: { name: 'Cargadores', hue: 188, sat: 75, accent: '#0891b2', kind: 'charger', m: '#f8fafc' },
  auriculares: { name: 'Auriculares', hue: 295, sat: 65, accent: '#c026d3', kind: 'headphones', m: '#334155' },
  computadoras: { name: 'Computadoras', hue: 212, sat: 80, accent: '#2563eb', kind: 'laptop', m: '#cbd5e1' },
  teclados: { name: 'Teclados', hue: 85, sat: 60, accent: '#65a30d', kind: 'keyboard', m: '#475569' },
  webcams: { name: 'Webcams', hue: 200, sat: 80, accent: '#0284c7', kind: 'webcam', m: '#334155' },
  almacenamiento: { name: 'Almacenamiento', hue: 220, sat: 25, accent: '#475569', kind: 'hdd', m: '#1f2937' },
  componentes: { name: 'Componentes', hue: 172, sat: 60, accent: '#0d9488', kind: 'cpu', m: '#cbd5e1' },
  tarjetas: { name: 'Tarjetas de video', hue: 140, sat: 55, accent: '#16a34a', kind: 'gpu', m: '#374151' },
  ram: { name: 'Memoria RAM', hue: 350, sat: 80, accent: '#e11d48', kind: 'ram', m: '#1f2937' },
  ssd: { name: 'Discos SSD', hue: 50, sat: 85, accent: '#ca8a04', kind: 'm2', m: '#111827' },
  hogar: { name: 'Hogar', hue: 8, sat: 80, accent: '#dc2626', kind: 'blender', m: '#e5e7eb' },
  inteligentes: { name: 'Dispositivos inteligentes', hue: 250, sat: 30, accent: '#0ea5e9', kind: 'smartspeaker', m: '#475569' },
  camaras: { name: 'Cámaras', hue: 28, sat: 30, accent: '#dc2626', kind: 'camera', m: '#27272a' },
};

const bgFor = (slug, v = 0) => {
  const c = CATEGORIES[slug];
  if (v === 1) return [hsl(c.hue, c.sat * 0.35, 97), hsl(c.hue, c.sat * 0.4, 88)];
  if (v === 2) return [hsl(c.hue + 18, c.sat, 96), hsl(c.hue + 18, c.sat * 0.8, 85)];
  return [hsl(c.hue, c.sat, 96), hsl(c.hue, c.sat * 0.8, 86)];
};

// ── Catálogo: [clave, categoría (slug), tipo, colores (uno por imagen), título, acento opcional] ──

const PRODUCTS = [
  [
    'asus-rog-strix-g16',
    'destacados',
    'laptop',
    ['#3f3f46', '#52525b', '#27272a'],
    'Portátil gamer ASUS ROG Strix G16 RTX 4060',
    '#e11d48',
  ],
  ['samsung-galaxy-s25-ultra', 'destacados', 'phone', ['#64748b', '#94a3b8', '#1f2937'], 'Samsung Galaxy S25 Ultra 256 GB'],
  ['sony-wh-1000xm5', 'destacados', 'headphones', ['#27272a', '#d6d3d1'], 'Audífonos Sony WH-1000XM5 con cancelación de ruido'],
  ['apple-iphone-16-pro', 'destacados', 'phone', ['#a8a29e'], 'Apple iPhone 16 Pro 128 GB'],
  ['jbl-charge-5', 'destacados', 'speaker', ['#1e3a8a'], 'Parlante JBL Charge 5 resistente al agua', '#f97316'],
  ['apple-macbook-air-m3', 'destacados', 'laptop', ['#cbd5e1'], 'Apple MacBook Air 13" chip M3 256 GB', '#38bdf8'],

  ['camiseta-oversize-parce', 'productos', 'tshirt', ['#1f2937', '#f5f0e6', '#65703f'], 'Camiseta oversize Parce'],
  ['camiseta-estampada-medellin', 'productos', 'tshirt', ['#f8fafc'], 'Camiseta estampada Medellín Eterna Primavera', '#16a34a'],
  ['hoodie-comuna-urbana', 'productos', 'hoodie', ['#334155', '#9f1239'], 'Hoodie con capota Comuna Urbana'],
  ['gorra-trucker-paisa', 'productos', 'cap', ['#0f172a', '#b45309'], 'Gorra trucker Paisa bordada', '#facc15'],
  ['chaqueta-rompevientos-montana', 'productos', 'jacket', ['#0e7490'], 'Chaqueta rompevientos impermeable', '#fde047'],
  ['chaqueta-jean-clasica', 'productos', 'jacket', ['#3b5b8c'], 'Chaqueta de jean clásica', '#f59e0b'],

  ['samsung-galaxy-a55', 'moviles', 'phone', ['#a5b4fc', '#c4b5fd', '#1f2937'], 'Samsung Galaxy A55 5G 256 GB'],
  ['xiaomi-redmi-note-14-pro', 'moviles', 'phone', ['#7c3aed', '#1f2937'], 'Xiaomi Redmi Note 14 Pro 256 GB', '#8b5cf6'],
  ['motorola-edge-50-fusion', 'moviles', 'phone', ['#0f766e'], 'Motorola Edge 50 Fusion 256 GB', '#14b8a6'],
  ['apple-iphone-15', 'moviles', 'phone', ['#f9a8d4', '#93c5fd'], 'Apple iPhone 15 128 GB'],

  ['funda-spigen-iphone-15', 'fundas', 'case', ['#cbd5e1'], 'Funda Spigen Ultra Hybrid para iPhone 15'],
  ['funda-silicona-galaxy-a55', 'fundas', 'case', ['#7c3aed', '#0f172a', '#f472b6'], 'Funda de silicona Samsung para Galaxy A55'],
  ['funda-antigolpes-redmi-note-14', 'fundas', 'case', ['#1f2937'], 'Funda antigolpes para Redmi Note 14 Pro'],

  ['anker-nano-65w', 'cargadores', 'charger', ['#f8fafc', '#1f2937'], 'Cargador Anker Nano 65 W USB-C', '#06b6d4'],
  ['samsung-cargador-25w', 'cargadores', 'charger', ['#f1f5f9'], 'Cargador rápido Samsung 25 W con cable USB-C', '#2563eb'],
  ['xiaomi-power-bank-20000', 'cargadores', 'powerbank', ['#e2e8f0'], 'Batería externa Xiaomi 20.000 mAh 22,5 W', '#f97316'],

  ['jbl-tune-520bt', 'auriculares', 'headphones', ['#1f2937', '#2563eb', '#f1f5f9'], 'Audífonos inalámbricos JBL Tune 520BT', '#f97316'],
  ['apple-airpods-pro-2', 'auriculares', 'earbuds', ['#f8fafc'], 'Apple AirPods Pro (2.ª generación) USB-C', '#22c55e'],
  ['xiaomi-redmi-buds-6', 'auriculares', 'earbuds', ['#334155'], 'Audífonos Xiaomi Redmi Buds 6'],
  ['hyperx-cloud-iii', 'auriculares', 'headphones', ['#111827'], 'Audífonos gamer HyperX Cloud III', '#dc2626'],

  ['lenovo-ideapad-slim-3', 'computadoras', 'laptop', ['#94a3b8'], 'Portátil Lenovo IdeaPad Slim 3 Ryzen 5 16 GB'],
  ['hp-pavilion-15', 'computadoras', 'laptop', ['#d6d3d1'], 'Portátil HP Pavilion 15 Core i7 16 GB 512 GB', '#0ea5e9'],
  ['hp-todo-en-uno-24', 'computadoras', 'desktop', ['#e5e7eb'], 'Computador todo en uno HP 24" Core i5'],

  ['logitech-mx-keys-s', 'teclados', 'keyboard', ['#64748b'], 'Teclado inalámbrico Logitech MX Keys S', '#94a3b8'],
  ['redragon-kumara-k552', 'teclados', 'keyboard', ['#27272a', '#e5e7eb'], 'Teclado mecánico Redragon Kumara K552 RGB', '#ef4444'],
  ['razer-blackwidow-v4', 'teclados', 'keyboard', ['#18181b'], 'Teclado mecánico Razer BlackWidow V4', '#22c55e'],

  ['logitech-c920', 'webcams', 'webcam', ['#27272a'], 'Cámara web Logitech C920 HD Pro 1080p'],
  ['razer-kiyo', 'webcams', 'webcam', ['#18181b'], 'Webcam Razer Kiyo con luz de anillo', '#22c55e'],
  ['logitech-brio-4k', 'webcams', 'webcam', ['#3f3f46'], 'Webcam Logitech Brio 4K Ultra HD'],

  ['wd-elements-2tb', 'almacenamiento', 'hdd', ['#1f2937'], 'Disco duro externo WD Elements 2 TB USB 3.0', '#3b82f6'],
  ['seagate-barracuda-2tb', 'almacenamiento', 'hddint', ['#cbd5e1'], 'Disco duro interno Seagate BarraCuda 2 TB 3,5"', '#16a34a'],
  ['kingston-datatraveler-128gb', 'almacenamiento', 'usb', ['#1f2937'], 'Memoria USB Kingston DataTraveler Exodia 128 GB', '#dc2626'],

  ['amd-ryzen-7-7800x3d', 'componentes', 'cpu', ['#cbd5e1', '#e2e8f0'], 'Procesador AMD Ryzen 7 7800X3D', '#ea580c'],
  ['intel-core-i5-14600k', 'componentes', 'cpu', ['#d1d5db'], 'Procesador Intel Core i5-14600K', '#2563eb'],
  ['asus-tuf-b650-plus', 'componentes', 'motherboard', ['#1f2937'], 'Tarjeta madre ASUS TUF Gaming B650-Plus WiFi', '#a16207'],
  ['corsair-rm750e', 'componentes', 'psu', ['#27272a'], 'Fuente de poder Corsair RM750e 80 Plus Gold', '#eab308'],

  ['asus-dual-rtx-4060', 'tarjetas', 'gpu', ['#e5e7eb', '#1f2937'], 'Tarjeta de video ASUS Dual GeForce RTX 4060 8 GB', '#16a34a'],
  ['msi-rtx-4070-super', 'tarjetas', 'gpu', ['#374151'], 'Tarjeta de video MSI GeForce RTX 4070 SUPER Ventus 12 GB', '#84cc16'],
  ['gigabyte-rx-7600', 'tarjetas', 'gpu', ['#1f2937'], 'Tarjeta de video Gigabyte Radeon RX 7600 Gaming OC 8 GB', '#ef4444'],
  ['asus-tuf-rtx-4080-super', 'tarjetas', 'gpu', ['#4b5563'], 'Tarjeta de video ASUS TUF Gaming RTX 4080 SUPER 16 GB', '#eab308'],

  ['kingston-fury-beast-16gb-ddr4', 'ram', 'ram', ['#1f2937'], 'Memoria RAM Kingston FURY Beast 16 GB DDR4 3200 MHz', '#ef4444'],
  [
    'corsair-vengeance-rgb-32gb-ddr5',
    'ram',
    'ram',
    ['#18181b', '#e5e7eb'],
    'Memoria RAM Corsair Vengeance RGB 32 GB (2x16) DDR5 6000 MHz',
    '#a855f7',
  ],
  ['xpg-lancer-16gb-ddr5', 'ram', 'ram', ['#374151'], 'Memoria RAM XPG Lancer 16 GB DDR5 5200 MHz', '#dc2626'],

  ['kingston-nv3-1tb', 'ssd', 'm2', ['#1f2937', '#334155'], 'SSD Kingston NV3 1 TB NVMe PCIe 4.0', '#ef4444'],
  ['samsung-990-pro-2tb', 'ssd', 'm2', ['#111827'], 'SSD Samsung 990 PRO 2 TB NVMe', '#f97316'],
  ['wd-blue-sa510-1tb', 'ssd', 'ssd', ['#1e3a8a'], 'SSD WD Blue SA510 1 TB SATA 2,5"', '#60a5fa'],

  ['oster-licuadora-pro-1200', 'hogar', 'blender', ['#9ca3af', '#1f2937'], 'Licuadora Oster Pro 1200 con vaso de vidrio', '#be123c'],
  ['imusa-freidora-aire-4l', 'hogar', 'airfryer', ['#27272a'], 'Freidora de aire Imusa 4 L digital', '#f97316'],
  ['oster-cafetera-12-tazas', 'hogar', 'coffee', ['#3f3f46'], 'Cafetera Oster de 12 tazas programable', '#22c55e'],

  ['amazon-echo-dot-5', 'inteligentes', 'smartspeaker', ['#334155'], 'Parlante inteligente Amazon Echo Dot (5.ª generación)', '#22d3ee'],
  ['xiaomi-smart-band-9', 'inteligentes', 'smartband', ['#1f2937', '#f9a8d4', '#6ee7b7'], 'Xiaomi Smart Band 9', '#f97316'],
  ['tp-link-tapo-l530e', 'inteligentes', 'bulb', ['#f0abfc'], 'Bombillo inteligente TP-Link Tapo L530E multicolor', '#a855f7'],

  ['gopro-hero13-black', 'camaras', 'actioncam', ['#27272a', '#3f3f46'], 'Cámara deportiva GoPro HERO13 Black', '#0ea5e9'],
  ['canon-eos-r50', 'camaras', 'camera', ['#27272a', '#e7e5e4'], 'Cámara Canon EOS R50 con lente 18-45 mm', '#dc2626'],
  [
    'fujifilm-instax-mini-12',
    'camaras',
    'instant',
    ['#c4b5fd', '#93c5fd', '#f9a8d4'],
    'Cámara instantánea Fujifilm Instax Mini 12',
    '#7dd3fc',
  ],
  ['xiaomi-camara-c300', 'camaras', 'securitycam', ['#f1f5f9'], 'Cámara de seguridad Xiaomi Smart Camera C300 2K', '#38bdf8'],

  ['bronceado-camara-uv', 'servicios', 'tanning', ['#e2e8f0'], 'Bronceado en cámara UV', '#ea580c'],
  ['bronceado-organico-spray', 'servicios', 'spray', ['#fdba74'], 'Bronceado orgánico en spray', '#c2410c'],
  ['masaje-relajante', 'servicios', 'massage', ['#fed7aa'], 'Masaje relajante', '#f472b6'],
  ['limpieza-facial-profunda', 'servicios', 'facial', ['#f9a8d4'], 'Limpieza facial profunda', '#ea580c'],
  ['exfoliacion-corporal', 'servicios', 'exfoliation', ['#fde6d0'], 'Exfoliación corporal', '#16a34a'],
  ['bronceado-hidratacion', 'servicios', 'lotion', ['#fb923c'], 'Bronceado + hidratación', '#f59e0b'],
  ['bronceado-domicilio', 'servicios-home', 'homeTan', ['#fef3c7'], 'Bronceado a domicilio'],
  ['masaje-domicilio', 'servicios-home', 'homeMassage', ['#d1fae5'], 'Masaje a domicilio', '#f472b6'],
];

// ── Composición de archivos ──────────────────────────────────────────────────

function squareSvg({ title, slug, kind, m, a, v = 0 }) {
  const { k, defsFor } = ctx('p', m, a, v);
  const [b0, b1] = bgFor(slug, v);
  const accent = CATEGORIES[slug].accent;
  let body = KINDS[kind](k);
  if (v === 2) body = G('rotate(-7 400 400)', body);
  const defs = defsFor(body);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-labelledby="t">` +
    `<title id="t">${esc(title)}</title>` +
    `<defs>${lin('bg', b0, b1, 1, 1)}${defs}</defs>` +
    R(0, 0, 800, 800, 0, 'url(#bg)') +
    C(400, 395, 300, '#fff', op('.45')) +
    C(660, 145, 46, accent, op('.16')) +
    C(128, 640, 28, accent, op('.14')) +
    C(120, 170, 12, accent, op('.2')) +
    body +
    `</svg>\n`
  );
}

const SLIDES = [
  {
    hue: 180,
    title: 'Componentes para armar tu PC',
    lines: ['Arma el PC', 'de tus sueños'],
    sub: 'Procesadores, tarjetas de video y memorias',
    items: [
      ['gpu', '#374151', '#22c55e', 0.74, 860, 30],
      ['cpu', '#cbd5e1', '#ea580c', 0.46, 1240, 250],
    ],
  },
  {
    hue: 220,
    title: 'Portátiles para trabajar y jugar',
    lines: ['Portátiles para', 'trabajar y jugar'],
    sub: 'Lenovo, HP, ASUS y Apple con envío en Medellín',
    items: [['laptop', '#3f3f46', '#e11d48', 0.8, 900, -20]],
  },
  {
    hue: 250,
    title: 'Celulares al mejor precio',
    lines: ['Estrena celular', 'al mejor precio'],
    sub: 'Samsung, Xiaomi, Motorola y Apple',
    items: [
      ['phone', '#94a3b8', '#818cf8', 0.72, 1180, 20, 1],
      ['phone', '#1f2937', '#6366f1', 0.72, 950, 40],
    ],
  },
  {
    hue: 290,
    title: 'Accesorios para tu día a día',
    lines: ['Accesorios que', 'lo completan todo'],
    sub: 'Audífonos, cargadores y fundas originales',
    items: [
      ['headphones', '#1f2937', '#f97316', 0.7, 900, 10],
      ['charger', '#f8fafc', '#06b6d4', 0.5, 1220, 220],
    ],
  },
  {
    hue: 335,
    title: 'Nueva colección de ropa urbana',
    lines: ['Nueva colección', 'de ropa urbana'],
    sub: 'Camisetas, hoodies y gorras hechas en Medellín',
    items: [
      ['hoodie', '#334155', '#f472b6', 0.72, 880, 30],
      ['cap', '#b45309', '#facc15', 0.5, 1210, 250],
    ],
  },
  {
    hue: 24,
    title: 'Bronceado y spa con reserva en línea',
    lines: ['Bronceado y spa:', 'reserva tu cita'],
    sub: 'Cámara UV, spray y masajes en tienda o a domicilio',
    items: [
      ['tanning', '#e2e8f0', '#ea580c', 0.72, 850, 0],
      ['massage', '#fed7aa', '#f472b6', 0.46, 1240, 240],
    ],
  },
];

function slideSvg(s) {
  let defs = lin('bg', hsl(s.hue, 55, 22), hsl(s.hue + 28, 60, 38), 1, 0.4);
  let art = '';
  s.items.forEach(([kind, m, a, sc, x, y, v = 0], j) => {
    const c = ctx(`i${j}`, m, a, v);
    const body = KINDS[kind](c.k);
    defs += c.defsFor(body);
    art += G(`translate(${x} ${y}) scale(${sc})`, body);
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600" role="img" aria-labelledby="t">` +
    `<title id="t">${esc(s.title)}</title><defs>${defs}</defs>` +
    R(0, 0, 1600, 600, 0, 'url(#bg)') +
    C(1220, 300, 330, '#fff', op('.07')) +
    C(1220, 300, 230, '#fff', op('.06')) +
    C(90, 560, 140, '#fff', op('.05')) +
    C(760, 80, 40, hsl(s.hue + 40, 90, 70), op('.35')) +
    T(120, 240, 76, '#fff', s.lines[0], ' font-weight="800"') +
    T(120, 330, 76, hsl(s.hue + 40, 95, 78), s.lines[1], ' font-weight="800"') +
    R(122, 370, 90, 8, 4, hsl(s.hue + 40, 95, 70)) +
    T(120, 430, 30, '#fff', s.sub, op('.85')) +
    art +
    `</svg>\n`
  );
}

const ICON = (x, y, s) =>
  G(
    `translate(${x} ${y}) scale(${s})`,
    R(0, 0, 64, 64, 16, 'url(#lg)') +
      L('M24 25 v-5 a8 8 0 0 1 16 0 v5', '#fff', 4.5) +
      P('M15 24 h34 l-3 26 a5 5 0 0 1 -5 4.5 h-18 a5 5 0 0 1 -5 -4.5z', '#fff') +
      P('M32 47 q-8 -6 -8 -12 a4 4 0 0 1 8 -2 a4 4 0 0 1 8 2 q0 6 -8 12z', '#ec4899'),
  );
const LOGO_GRAD = lin('lg', '#f97316', '#db2777', 1, 1);

const logoSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 420 80" width="420" height="80" role="img" aria-labelledby="t">` +
  `<title id="t">Tienda Medellín</title><defs>${LOGO_GRAD}</defs>` +
  ICON(4, 8, 1) +
  `<text x="84" y="53" font-family="${FONT}" font-size="36" font-weight="800" fill="#0f172a" letter-spacing="-0.5">Tienda <tspan fill="#e8590c">Medellín</tspan></text>` +
  `</svg>\n`;

const faviconSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-labelledby="t">` +
  `<title id="t">Tienda Medellín</title><defs>${LOGO_GRAD}</defs>${ICON(0, 0, 1)}</svg>\n`;

// ── Escritura ────────────────────────────────────────────────────────────────

const written = [];
function write(rel, content) {
  const file = join(PUBLIC, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push([rel, Buffer.byteLength(content)]);
}

for (const [key, slug, kind, colors, title, accent] of PRODUCTS) {
  if (!KINDS[kind]) throw new Error(`Tipo de ilustración desconocido: ${kind}`);
  if (!CATEGORIES[slug]) throw new Error(`Categoría desconocida: ${slug}`);
  colors.forEach((m, i) => {
    const t = colors.length > 1 ? `${title} (imagen ${i + 1} de ${colors.length})` : title;
    write(`images/catalogue/${key}-${i + 1}.svg`, squareSvg({ title: t, slug, kind, m, a: accent ?? CATEGORIES[slug].accent, v: i }));
  });
}

for (const [slug, c] of Object.entries(CATEGORIES)) {
  write(`images/categories/${slug}.svg`, squareSvg({ title: `Categoría ${c.name}`, slug, kind: c.kind, m: c.m, a: c.accent }));
}

SLIDES.forEach((s, i) => write(`images/banner/slide-${i + 1}.svg`, slideSvg(s)));
write('logo.svg', logoSvg());
write('favicon.svg', faviconSvg());

const biggest = written.reduce((a, b) => (b[1] > a[1] ? b : a));
console.log(`${written.length} archivos SVG generados en public/ (el más grande: ${biggest[0]}, ${biggest[1]} bytes).`);
