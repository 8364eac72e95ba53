import groups from "virtual:sign-library/en";
import { signLibraryMeta, withEnglish } from "../features/signs/page-language";
import { SignLibraryPage } from "../features/signs/sign-library-page";

withEnglish();

export const handle = { locale: "en" };

export const meta = () => signLibraryMeta("en");

export default function EnglishSignsRoute() {
  return <SignLibraryPage locale="en" groups={groups} />;
}
