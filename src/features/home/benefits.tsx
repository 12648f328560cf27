/** The three benefits of the platform: thousands of coaches, online and face-to-face, flexible hours. */
import { useLingui } from '@lingui/react/macro';
import { CalendarClock, MonitorSmartphone, Users } from 'lucide-react';
import muted from '@/components/ui/muted-text.module.css';
import styles from './benefits.module.css';
import { Tile } from './tile';

export function Benefits() {
  const { t } = useLingui();
  const items = [
    {
      key: 'coaches',
      icon: <Users size={30} />,
      title: t`Milhares de coaches`,
      text: t`Profissionais certificados em várias especialidades, com perfis completos para você comparar com calma.`,
    },
    {
      key: 'modes',
      icon: <MonitorSmartphone size={30} />,
      title: t`Online e presencial`,
      text: t`Encontre sessões por vídeo de qualquer lugar ou um coach perto de você para encontros presenciais.`,
    },
    {
      key: 'hours',
      icon: <CalendarClock size={30} />,
      title: t`Horários flexíveis`,
      text: t`Manhã, tarde ou noite: cada coach mostra os dias e turnos em que atende.`,
    },
  ];
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <Tile
          key={item.key}
          as="li"
          className={styles.item}
          classes={{ ...styles, text: muted.muted }}
          content={item}
        />
      ))}
    </ul>
  );
}
