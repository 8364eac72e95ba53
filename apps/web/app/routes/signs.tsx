import groups from "virtual:sign-library/pt";
import { signLibraryMeta } from "../features/signs/page-language";
import { SignLibraryPage } from "../features/signs/sign-library-page";
import { HYDRATE_ON_INTERACTION } from "../lib/hydration/handle";

export const handle = { locale: "pt", ...HYDRATE_ON_INTERACTION };

export const meta = () => signLibraryMeta("pt");

export default function SignsRoute() {
  return <SignLibraryPage locale="pt" groups={groups} />;
}
