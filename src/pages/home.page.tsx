// The landing page (src/pages/Home.tsx), served at its route by file name (src/page-modules.ts).
export { homePage as default } from './Home.tsx';
