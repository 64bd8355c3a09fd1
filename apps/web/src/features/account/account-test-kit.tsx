import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { renderRoutes } from '../../test/render';

/** A signed-in customer, as lib/session.ts keeps them. */
export function signedIn(access = 'a1'): void {
  localStorage.setItem(
    'userToken',
    JSON.stringify({ access, refresh: 'r1', expires: Date.now() + 60 * 60 * 1000, id: `s-${access}` }),
  );
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `element` at `url` (query included); any other path shows where the app went. */
export function renderAt(element: ReactElement, url: string) {
  const path = url.split('?')[0] ?? url;
  return renderRoutes(
    <Routes>
      <Route path={path} element={element} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { url },
  );
}

export const customer = {
  id: 7,
  name: 'Hodan Ali',
  phone: '+252612345678',
  email: 'hodan@example.so',
  avatar: null,
  role: 'customer' as const,
  store_id: null,
};

/** The server's answer to a good password. */
export const grant = {
  token_type: 'Bearer',
  access_token: 'a1',
  refresh_token: 'r1',
  expires_in: 900,
};
