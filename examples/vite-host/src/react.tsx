// React alone, built in the same host: the floor every page sits on. `scripts/host-size.mjs` subtracts this page's
// first-load JS from each page's to count the bytes above React.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <p>React alone</p>
  </StrictMode>,
);
