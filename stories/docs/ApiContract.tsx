import openapi from '../../openapi.json';

interface Operation {
  operationId: string;
  summary: string;
  tags: string[];
  'x-inventory-id': string;
  responses: Record<string, { description: string }>;
}

/** The contract as a table: every operation of openapi.json, grouped by area. */
export function ApiContract() {
  const rows = Object.entries(openapi.paths as unknown as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
  const areas = [...new Set(rows.map((r) => r.op.tags[0] ?? 'other'))].sort();
  return (
    <div>
      {areas.map((area) => (
        <section key={area}>
          <h3>{area}</h3>
          <table>
            <thead>
              <tr>
                <th>id</th>
                <th>call</th>
                <th>what</th>
                <th>errors</th>
              </tr>
            </thead>
            <tbody>
              {rows
                .filter((r) => (r.op.tags[0] ?? 'other') === area)
                .sort((a, b) => a.op['x-inventory-id'].localeCompare(b.op['x-inventory-id']))
                .map(({ path, method, op }) => (
                  <tr key={`${method} ${path}`}>
                    <td>{op['x-inventory-id']}</td>
                    <td>
                      <code>
                        {method} {path}
                      </code>
                    </td>
                    <td>{op.summary}</td>
                    <td>
                      {Object.entries(op.responses)
                        .filter(([status]) => status !== '200')
                        .map(([status, r]) => `${status} ${r.description}`)
                        .join('; ')}
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
