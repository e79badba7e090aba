export { BrowserRouter } from './BrowserRouter.tsx';
export { MemoryRouter } from './MemoryRouter.tsx';
export { Link, isPlainLeftClick } from './Link.tsx';
export { useLocation, useNavigate, type RouterLocation } from './context.ts';
