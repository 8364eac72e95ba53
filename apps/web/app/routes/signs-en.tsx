import groups from "virtual:sign-library/en";
import { signLibraryMeta } from "../features/signs/page-language";
import { SignLibraryPage } from "../features/signs/sign-library-page";
import { withEnglish } from "../features/signs/with-english";
import { HYDRATE_ON_INTERACTION } from "../lib/hydration/handle";

withEnglish();

export const handle = { locale: "en", ...HYDRATE_ON_INTERACTION };

export const meta = () => signLibraryMeta("en");

export default function EnglishSignsRoute() {
  return <SignLibraryPage locale="en" groups={groups} />;
}
