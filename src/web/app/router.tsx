import { Navigate, createBrowserRouter, type RouteObject } from "react-router";
import { AUTH_REDIRECTS, ROUTES } from "./route-table";

const placeholder = () => import("../features/placeholder/placeholder-page");

const routes: RouteObject[] = [
  ...ROUTES.map(({ path, title }) => ({
    path,
    lazy: async () => {
      const { PlaceholderPage } = await placeholder();
      return { element: <PlaceholderPage title={title} /> };
    },
  })),
  ...AUTH_REDIRECTS.map((path) => ({ path, element: <Navigate to="/explorer" replace /> })),
  {
    path: "*",
    lazy: async () => {
      const { PlaceholderPage } = await placeholder();
      return { element: <PlaceholderPage title="Lost in space" /> };
    },
  },
];

export const router = createBrowserRouter(routes);
