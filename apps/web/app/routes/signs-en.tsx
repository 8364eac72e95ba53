import groups from "virtual:sign-library/en";
import type { MetaFunction } from "react-router";
import { signLibraryMeta } from "../features/signs/sign-library-meta";
import { SignLibraryPage } from "../features/signs/sign-library-page";
import { HYDRATE_ON_INTERACTION } from "../lib/hydration/handle";

export const handle = HYDRATE_ON_INTERACTION;

export const meta: MetaFunction = ({ location }) => signLibraryMeta(location.pathname);

export default function EnglishSignsRoute() {
  return <SignLibraryPage locale="en" groups={groups} />;
}
