// Writes public/manual/manual-do-coach.pdf: a small, valid PDF of the coach manual.
import { writeFileSync } from 'node:fs';

const pages = [
  [
    'Manual do coach - Coachly',
    '1. Entrando na plataforma',
    'Acesse "Sou coach" e entre com a sua conta.',
    'No primeiro acesso, o assistente de personalizacao guia voce.',
  ],
  [
    '2. Biografia com inteligencia artificial',
    'Geramos uma biografia em primeira pessoa a partir das suas respostas.',
    'Voce pode pedir ate duas novas versoes e ajustar o texto.',
  ],
  [
    '3. Editando o seu site',
    'Clique nos textos para altera-los e adicione imagens, videos e depoimentos.',
    'Secoes ocultas aparecem apenas para voce.',
  ],
  [
    '4. Publicando',
    'Use o botao Publicar para aparecer na busca de coaches.',
    'Voce pode despublicar a qualquer momento.',
  ],
];
const esc = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`);
const objects = [];
const add = (body) => objects.push(body) && objects.length;
const catalog = add('<< /Type /Catalog /Pages 2 0 R >>');
const pagesObj = add('');
const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
const kids = [];
for (const lines of pages) {
  const text = lines.map((l, i) => `BT /F1 ${i === 0 ? 20 : 13} Tf 72 ${740 - i * 36} Td (${esc(l)}) Tj ET`).join('\n');
  const content = add(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
  kids.push(
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`,
    ),
  );
}
objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
let pdf = '%PDF-1.4\n';
const offsets = [];
objects.forEach((body, i) => {
  offsets.push(pdf.length);
  pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
});
const xref = pdf.length;
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
writeFileSync(new URL('../public/manual/manual-do-coach.pdf', import.meta.url), pdf);
