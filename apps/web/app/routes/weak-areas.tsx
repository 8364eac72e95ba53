import { redirect } from "react-router";

/** /weak-areas (spec route table, "mentioned"): weak-area practice, after the subscription guard. */
export const clientLoader = () => redirect("/practice/weak-areas");

export default function WeakAreas() {
  return null;
}
