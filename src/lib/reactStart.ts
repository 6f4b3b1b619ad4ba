// React's own modules, run on their own (vite.config.ts puts this file in a chunk of its own, `react-start`). React
// and react-dom are CommonJS: their chunk only defines them, and each runs when something first asks for it, which
// was inside the entry's evaluation (react-dom's most of that task). Asked for here, a first screen's start
// loader (src/start.ts) runs them in a task of their own, after React's chunk is compiled and before the libraries
// and the entry are evaluated (docs/performance.md, "The entry evaluates in pieces").
import 'react';
import 'react/jsx-runtime';
import 'react-dom/client';
