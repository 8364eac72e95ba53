import groups from "virtual:sign-library/pt";
import { signLibraryMeta } from "../features/signs/page-language";
import { SignLibraryPage } from "../features/signs/sign-library-page";

export const handle = { locale: "pt" };

export const meta = () => signLibraryMeta("pt");

export default function SignsRoute() {
  return <SignLibraryPage locale="pt" groups={groups} />;
}
