/** Third-party origins a page may use (advertising trackers an operator configured). */
export interface ThirdPartySources {
  script: string[];
  img: string[];
  connect: string[];
  frame: string[];
}
