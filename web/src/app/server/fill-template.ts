/**
 * A page rendered on the server: `template` (app.html with the boot script and
 * the page's style sheets, from the build) with the markup in #root, its
 * leading <title> (React renders a page's title first) moved into the head,
 * and the state the page hydrates from before </body>.
 */
export function fillTemplate(template: string, markup: string, stateScript: string): string {
  if (!template.includes('<div id="root"></div>') || !template.includes("</body>")) throw new Error("The page's template has no empty #root or no </body>.");
  const title = /^<title>[^<]*<\/title>/.exec(markup)?.[0];
  const body = title ? markup.slice(title.length) : markup;
  const head = title ? template.replace(/<title>[^<]*<\/title>/, () => title) : template;
  return head.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`).replace("</body>", () => `${stateScript}\n  </body>`);
}
