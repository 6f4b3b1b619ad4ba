import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library cleans up on its own only with test globals, which this project does not turn on.
afterEach(() => cleanup());
