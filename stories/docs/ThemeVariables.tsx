import { darkThemeClass, lightThemeClass } from '../../src/theme/themes.css';
import { darkTokens, lightTokens } from '../../src/theme/tokens';
import { vars } from '../../src/theme/contract.css';

type Tree = { [key: string]: string | Tree };

function rows(contract: Tree, light: Tree, dark: Tree, path: string[] = []): { name: string; path: string; light: string; dark: string }[] {
  return Object.entries(contract).flatMap(([key, value]) => {
    const p = [...path, key];
    if (typeof value === 'string') {
      return [{ name: value.replace(/^var\((.*)\)$/, '$1'), path: p.join('.'), light: String(light[key]), dark: String(dark[key]) }];
    }
    return rows(value, light[key] as Tree, dark[key] as Tree, p);
  });
}

/** The theming API: every CSS variable of the contract with its light and dark value. */
export function ThemeVariables() {
  const list = rows(vars as unknown as Tree, lightTokens as unknown as Tree, darkTokens as unknown as Tree);
  return (
    <table>
      <thead>
        <tr>
          <th>CSS variable</th>
          <th>token</th>
          <th>light</th>
          <th>dark</th>
        </tr>
      </thead>
      <tbody>
        {list.map((row) => (
          <tr key={row.name}>
            <td>
              <code>{row.name}</code>
            </td>
            <td>
              <code>vars.{row.path}</code>
            </td>
            {[row.light, row.dark].map((value, i) => (
              <td key={i} className={i === 0 ? lightThemeClass : darkThemeClass} style={{ padding: 4 }}>
                {row.path.startsWith('color.') ? (
                  <span
                    style={{
                      display: 'inline-block',
                      width: 14,
                      height: 14,
                      marginInlineEnd: 6,
                      verticalAlign: 'middle',
                      background: value,
                      border: '1px solid #8886',
                    }}
                  />
                ) : null}
                <code style={{ color: 'inherit', background: 'transparent', border: 0 }}>{value}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
