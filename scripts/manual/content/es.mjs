// The coach manual in Spanish (tuteo, as the app's Spanish catalog). Labels of the interface come
// from the app's catalogs through `b('…')`, named by their Portuguese source text.
import { beside, faq, figure, h2, list, note, p, row, steps, table, tip } from '../blocks.mjs';
import { uiText } from '../ui-text.mjs';

const L = uiText('es');
const b = (text) => `**${L(text)}**`;
/** The wizard's acting areas (machines/lib/wizard-validation.ts), as the app names them. */
const AREAS = ['Life', 'Família', 'Carreira', 'Saúde', 'Finanças', 'Business', 'Esportes'].map(L);
const areas = `${AREAS.slice(0, -1).join(', ')} o ${AREAS.at(-1)}`;

export default {
  lang: 'es',
  htmlLang: 'es',
  strings: {
    documentTitle: 'Manual del coach · Coachly',
    kicker: 'Manual del coach',
    title: 'Tu sitio de coach, del primer acceso a la primera sesión',
    subtitle:
      'Cómo crear, editar y publicar tu sitio en Coachly, y cómo te encuentran los visitantes, te escriben y te piden una sesión experimental.',
    languageName: 'Español',
    edition: (date) =>
      `Edición de ${new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric' }).format(date)}`,
    contents: 'Índice',
    contentsIntro: 'Haz clic en un capítulo para ir directamente a él. Los números de la derecha son las páginas.',
    chapter: 'Capítulo',
    figure: 'Figura',
    tip: 'Consejo',
    note: 'Importante',
    footer: 'Coachly · Manual del coach',
  },
  parts: { visitors: 'Para visitantes', coaches: 'Para coaches', help: 'Ayuda' },
  sample: {
    wizard: {
      name: 'Marina Alves Prado',
      email: 'marina@example.com',
      phone: '+55 11 98765-4321',
      actingAreas: ['Carreira', 'Life'],
      formations: [
        { course: 'Coaching Ejecutivo', school: 'Instituto Coachly', year: 2021 },
        { course: 'Psicología Positiva', school: 'Universidad de São Paulo', year: 2016 },
      ],
      answer1: 'Porque creo en el potencial de cada persona y me gusta ver a la gente crecer en su trabajo.',
      answer2: 'Claridad sobre su carrera, decisiones tomadas con confianza y equipos que conversan mejor.',
      answer3: 'Doce años liderando equipos en empresas de tecnología antes de dedicarme al coaching.',
    },
  },
  chapters: [
    {
      id: 'welcome',
      title: 'Bienvenido a Coachly',
      lead: 'Coachly reúne a coaches certificados y a personas que buscan un coach. Este manual muestra, paso a paso, cómo te encuentran los visitantes y cómo creas, editas y publicas tu sitio.',
      blocks: [
        h2('Qué es Coachly'),
        p(
          'En Coachly, cada coach tiene un sitio propio, hecho a partir de una plantilla, con su foto, su historia, su currículum, videos, testimonios y una galería de imágenes. Los visitantes buscan coaches por nombre, lugar, especialidad y categoría, leen el blog, envían mensajes y piden una sesión experimental gratuita, todo sin necesidad de una cuenta.',
        ),
        p(
          'Los coaches entran con su cuenta, arman su perfil con un asistente que escribe la biografía con inteligencia artificial y editan el sitio en la propia página, viendo el resultado mientras trabajan.',
        ),
        figure('home', 'La página de inicio: la presentación de Coachly y, justo debajo, la búsqueda de coaches.'),
        h2('Idiomas'),
        p(
          `Todo Coachly funciona en portugués, inglés y español. Elige el idioma en el selector junto al globo, arriba de la página; este navegador recuerda tu elección. Un enlace también puede elegir el idioma: basta con añadir ?lang=en o ?lang=es a la dirección. Este manual existe en los tres idiomas, y el ${b('Central de Ajuda')} ofrece el del idioma de la página.`,
        ),
        h2('Cómo está organizado este manual'),
        list(
          '**Para visitantes** (capítulos 2 a 5): encontrar un coach, el sitio del coach, mensajes y sesiones experimentales, y el blog.',
          '**Para coaches** (capítulos 6 a 14): entrar, el asistente y la biografía con IA, el modo de edición, el contenido del sitio, la apariencia, la configuración, la publicación y la atención a los contactos.',
          '**Ayuda** (capítulo 15): el Centro de Ayuda, los límites de cada contenido y las preguntas frecuentes.',
        ),
        note(
          'Las pantallas de este manual se capturaron en el propio Coachly, con los datos de demostración. En tu cuenta los textos y las fotos son los tuyos, pero los botones y las ventanas son los mismos.',
        ),
      ],
    },
    {
      id: 'find',
      part: 'visitors',
      title: 'Encontrar un coach',
      lead: 'La búsqueda está en la página de inicio y en la lista de coaches. Combina los filtros para llegar a quien trabaja en lo que buscas.',
      blocks: [
        h2('Buscar'),
        p(
          `En la página de inicio, el botón ${b('Encontre seu coach')} lleva al formulario de búsqueda; el menú ${b('Coaches')}, arriba, abre la lista completa. Completa solo los campos que quieras (ninguno es obligatorio) y haz clic en ${b('Buscar')}.`,
        ),
        list(
          `${b('Nome do coach')}: el nombre o una parte de él.`,
          `${b('País')}, ${b('Estado')} y ${b('Cidade')}: elige primero el país; según el país, Coachly ofrece sus estados y ciudades, o solo sus ciudades. Cambiar el país borra el estado y la ciudad, y cambiar el estado borra la ciudad.`,
          `${b('Especialidades')}: una o más áreas, como Carrera, Liderazgo o Emocional.`,
          `${b('Categorias')}: Coach, Select y Trainer; marca más de una si quieres.`,
        ),
        figure('search', 'La lista de coaches: los filtros arriba y los resultados, ordenados por horas de coaching.'),
        h2('Los resultados'),
        p(
          `Los coaches aparecen ordenados por horas de coaching, diez por página. ${b('Próxima')} y ${b('Anterior')} pasan de una página a otra, y al desplazarte hasta el final la lista carga los siguientes resultados hasta mostrarlos todos. Cada tarjeta muestra la foto, el nombre, la valoración y las especialidades del coach; la etiqueta ${b('Sessão experimental grátis')} indica quién ofrece una primera sesión sin costo. Haz clic en la tarjeta para abrir el sitio del coach.`,
        ),
        tip('¿Ningún resultado? Quita un filtro cada vez, empezando por la ciudad, para ampliar la búsqueda.'),
        p(
          'La página de inicio también muestra coaches destacados, con las cifras de la plataforma, las áreas de transformación, las categorías y los últimos artículos del blog.',
        ),
      ],
    },
    {
      id: 'site',
      part: 'visitors',
      title: 'El sitio del coach',
      lead: 'Cada coach tiene una dirección propia en Coachly, como coachly.com.br/ana-souza. El sitio reúne lo que necesitas para conocer al coach antes de hablar con él.',
      blocks: [
        figure(
          'site',
          'La parte superior del sitio de un coach: nombre, áreas de actuación, frase principal y la invitación a una sesión gratuita.',
        ),
        h2('Las secciones'),
        list(
          `${b('Sobre mim')}: la presentación del coach, en primera persona.`,
          `${b('Currículo')}: formación y experiencia, con las cifras de horas de coaching, cursos y horas de conferencias.`,
          `${b('Vídeos')}: haz clic en un video para verlo sin salir del sitio.`,
          `${b('Depoimentos')}: lo que dicen los clientes, con el nombre y la ocupación de cada uno.`,
          `${b('Galeria')}: haz clic en una imagen para ampliarla y recorrer las demás.`,
          `${b('Contato')} o ${b('Solicite sua sessão experimental')}: para hablar con el coach (capítulo 4).`,
        ),
        h2('Moverse por el sitio'),
        p(
          'Según la plantilla que eligió el coach, el sitio tiene una barra de navegación arriba o muestra las secciones una debajo de otra. El menú enumera solo las secciones que el coach completó y dejó visibles; en el celular, se recoge en un botón de menú. La parte superior muestra también el teléfono del coach, sus redes sociales y el selector de idioma.',
        ),
        note(
          'Al cambiar el idioma, cambian los textos de Coachly (menús, botones, títulos de las secciones y las áreas de actuación). Los textos del coach también cambian cuando tiene una versión en ese idioma; si no, aparecen tal como él los escribió.',
        ),
      ],
    },
    {
      id: 'reach',
      part: 'visitors',
      title: 'Mensajes y sesión experimental',
      lead: 'Desde el sitio del coach puedes enviar un mensaje o pedir una sesión experimental gratuita, sin crear una cuenta.',
      blocks: [
        h2('Pedir una sesión experimental'),
        beside(
          {
            shot: 'session-request',
            caption:
              'La solicitud de sesión experimental: los días, los turnos y los tipos de sesión son los de la agenda del coach.',
            width: 78,
          },
          steps(
            `En el sitio del coach, haz clic en ${b('Agende uma sessão gratuita')}, arriba, y después en ${b('Agendar sessão experimental')}.`,
            `Escribe tu ${b('Nome')} y tu ${b('E-mail')}, que son obligatorios, y, si quieres, tu ${b('Telefone')}.`,
            `Elige el ${b('Dia')} entre los días en que atiende el coach, luego el ${b('Período')} (mañana, tarde o noche) y el ${b('Tipo de sessão')} (en línea o presencial).`,
            `Haz clic en ${b('Solicitar sessão')}. El aviso ${b('Solicitação feita com sucesso!')} confirma el envío.`,
            'Abre el correo que recibiste y haz clic en el enlace de confirmación para completar la reserva.',
          ),
        ),
        p(
          `El enlace de confirmación vale una sola vez. Al abrirlo, la página ${b('Obrigado! Permissão concedida.')} confirma la solicitud; si se abre de nuevo, la página avisa de que el enlace ya se usó.`,
        ),
        h2('Enviar un mensaje'),
        p(
          `En la misma ventana, la pestaña ${b('Contato')} (o el botón ${b('Enviar uma mensagem')}) abre el formulario de mensaje. ${b('Nome')}, ${b('E-mail')}, ${b('Assunto')} y ${b('Mensagem')} son obligatorios; ${b('Cidade')} y ${b('Telefone')} son opcionales. El mensaje puede tener hasta 1.000 caracteres, y un contador muestra cuántos quedan. Cuando el coach no ofrece sesión experimental, el formulario aparece directamente en la sección ${b('Contato')} del sitio.`,
        ),
        tip(
          'Si el envío falla, tus datos siguen en el formulario: revisa la conexión y vuelve a intentarlo. Si cierras la ventana con datos escritos, Coachly te pregunta antes de descartarlos.',
        ),
      ],
    },
    {
      id: 'blog',
      part: 'visitors',
      title: 'El blog',
      lead: 'El blog de Coachly publica artículos sobre carrera, liderazgo, relaciones y bienestar, escritos por coaches certificados.',
      blocks: [
        figure('blog', 'El blog: la búsqueda, las categorías y los artículos destacados.'),
        list(
          `${b('Pesquisar postagens')} busca artículos por palabras.`,
          `Las categorías, justo debajo, filtran los artículos; ${b('Todos')} vuelve a la lista completa.`,
          'Sin búsqueda, los cuatro artículos más recientes aparecen destacados; debajo, la lista continúa a medida que te desplazas.',
          `Cada artículo muestra el autor, la categoría y la fecha; al final, ${b('Veja também')} sugiere otras lecturas.`,
        ),
        tip('Los últimos artículos también aparecen en la página de inicio, justo antes del contacto.'),
      ],
    },
    {
      id: 'sign-in',
      part: 'coaches',
      title: 'Entrar en Coachly',
      lead: 'Entras con tu cuenta de coach. La primera vez, un asistente te ayuda a armar el perfil; las siguientes, vas directamente a la edición de tu sitio.',
      blocks: [
        beside(
          { shot: 'login', caption: 'La entrada con usuario y contraseña.', width: 62 },
          steps(
            `Haz clic en ${b('Sou coach')}, en la esquina superior derecha de cualquier página.`,
            `En la página de entrada, escribe el usuario (o el correo) y la contraseña de tu cuenta de coach y haz clic en ${b('Entrar')}.`,
            'La primera vez llegas a la bienvenida del asistente de personalización (capítulo 7). En los accesos siguientes se abre la edición de tu sitio (capítulo 9).',
          ),
        ),
        p(
          `Con la sesión iniciada, el botón ${b('Sou coach')} se convierte en un menú con tu nombre: ${b('Meu site')} lleva a la edición de tu sitio, y ${b('Sair')} cierra la sesión.`,
        ),
        tip(
          `En una computadora compartida, usa siempre ${b('Sair')} al terminar: Coachly borra de este navegador tu acceso y las respuestas guardadas del asistente.`,
        ),
        note(
          'Si tu acceso caduca mientras trabajas, Coachly lo renueva por sí solo y repite la operación. Si hace falta entrar de nuevo, te avisa.',
        ),
      ],
    },
    {
      id: 'wizard',
      part: 'coaches',
      title: 'El asistente de personalización',
      lead: 'En cuatro pasos cortos, el asistente reúne lo que necesita tu perfil y escribe una primera biografía. Todo puede cambiarse después, en la edición del sitio.',
      blocks: [
        figure('wizard-intro', `La bienvenida del asistente: los cuatro pasos y el botón ${b('Começar')}.`, 130),
        h2('Los cuatro pasos'),
        steps(
          `${b('Dados pessoais')}: ${b('Nome completo')}, ${b('E-mail')} y ${b('Telefone')}, con el prefijo de zona (el código del país ya viene puesto). El nombre y el correo de tu cuenta ya aparecen escritos; cámbialos si quieres.`,
          `${b('Formação')}: elige hasta tres ${b('Áreas de atuação')} (${areas}) e indica de 1 a 10 formaciones, cada una con ${b('Curso')}, ${b('Instituição')} y ${b('Ano de conclusão')}. ${b('Adicionar formação')} añade otra.`,
          `${b('Perguntas')}: responde con tus palabras por qué elegiste ser coach, qué resultados ayudas a alcanzar a tus clientes y cuál es tu experiencia.`,
          `${b('Descrição')}: la IA escribe tu biografía a partir de las respuestas, y eliges la dirección de tu sitio (capítulo 8).`,
        ),
        figure('wizard-formation', `El paso ${b('Formação')}: áreas de actuación y cursos.`),
        h2('Moverse entre los pasos'),
        p(
          `${b('Próximo')} avanza cuando el paso está completo; si falta algo, el campo se destaca con la explicación. Los círculos numerados de arriba vuelven a cualquier paso ya hecho, y ${b('Voltar')} regresa al anterior. Los campos marcados con * son obligatorios.`,
        ),
        tip(
          'Tus respuestas se guardan en este navegador mientras las escribes: si la página se recarga, no se pierde nada.',
        ),
      ],
    },
    {
      id: 'biography',
      part: 'coaches',
      title: 'La biografía con inteligencia artificial',
      lead: 'En el último paso del asistente, la IA escribe tu descripción en primera persona a partir de tus respuestas. Eliges la versión que más va contigo y ajustas el texto como quieras.',
      blocks: [
        figure(
          'wizard-description',
          `El paso ${b('Descrição')}: la versión generada, las flechas entre versiones y los botones para reescribir y revisar.`,
        ),
        h2('Las versiones'),
        list(
          'La primera versión se escribe en cuanto llegas al paso: tres párrafos, con hasta 120 palabras.',
          `${b('Reescrever')} pide una versión nueva. La segunda es más corta, con dos párrafos y hasta 100 palabras; la tercera organiza el texto en presentación, objetivos y experiencia, con hasta 120 palabras.`,
          `Hay tres versiones como máximo. Las flechas ${b('Versão anterior')} y ${b('Próxima versão')} pasan de una a otra, y la que esté en pantalla al terminar es la que cuenta.`,
        ),
        h2('Revisar y terminar'),
        p(
          `Edita el texto en el propio cuadro ${b('Sua descrição')}, que admite hasta 475 caracteres. ${b('Revisar texto')} pide a la IA una revisión de ortografía, gramática y puntuación, sin cambiar el sentido ni el tono.`,
        ),
        beside(
          { shot: 'wizard-address', caption: 'La dirección del sitio, en el paso Descripción.', width: 84 },
          p(
            `Justo debajo, en ${b('Onde os coachees vão encontrar você')}, elige la ${b('Endereço do site')}: solo letras, números, _ y -. Coachly comprueba que esté libre, como en la configuración (capítulo 12), donde puedes cambiarla después.`,
          ),
        ),
        p(
          `Haz clic en ${b('Concluir')} para guardar. Coachly crea tu sitio con los datos del asistente, en la dirección elegida, y abre la edición, donde la descripción aparece en ${b('Sobre mim')}. Si la dirección ya está en uso, el aviso aparece junto al campo para que elijas otra.`,
        ),
        tip(
          'La IA escribe en el idioma en que estás usando Coachly. Para una biografía en portugués o en inglés, cambia el idioma antes de llegar al paso Descripción.',
        ),
      ],
    },
    {
      id: 'edit-mode',
      part: 'coaches',
      title: 'El modo de edición',
      lead: 'Editas el sitio en la propia página y ves el resultado como lo verán los visitantes. Las herramientas están en el panel de edición, a la derecha.',
      blocks: [
        figure('edit', 'La edición del sitio: el panel a la derecha y los lápices sobre lo que se puede editar.'),
        h2('El panel de edición'),
        p(
          `Arriba del panel, una etiqueta muestra si el sitio está ${b('Publicado')} o es un ${b('Rascunho')}, y justo debajo aparece ${b('Tudo salvo')} o ${b('Há alterações não salvas')}. Los botones, de arriba abajo:`,
        ),
        list(
          `${b('Salvar')} guarda lo que aún no se ha guardado; queda atenuado cuando todo está guardado.`,
          `${b('Publicar')} o ${b('Despublicar')} pone el sitio en línea o lo retira (capítulo 13).`,
          `${b('Textos')}, ${b('Foto')}, ${b('Galeria')}, ${b('Vídeos')} y ${b('Depoimentos')} abren los editores de contenido (capítulo 10).`,
          `${b('Aparência')} y ${b('Fundo')} cambian la plantilla, el color y la imagen de fondo (capítulo 11).`,
          `${b('Configurações')} reúne la dirección del sitio, la ubicación, las opciones del perfil y las redes sociales (capítulo 12).`,
          `${b('Ver como visitante')} oculta las herramientas para que revises el resultado; ${b('Voltar à edição')} las vuelve a mostrar.`,
          `${b('Ver site')} abre el sitio publicado en otra pestaña, y ${b('Sair')} cierra la sesión.`,
        ),
        h2('Editar en la página'),
        p(
          `Los lápices amarillos junto al nombre, la frase principal, el texto ${b('Sobre mim')}, el currículum, las cifras y la foto abren el editor de ese contenido. ${b('Trocar imagem de fundo')}, en la esquina de la parte superior, abre la elección de la imagen de fondo.`,
        ),
        figure(
          'section-switch',
          'La barra de una sección: su estado para los visitantes, el acceso a su editor y el interruptor para mostrarla u ocultarla.',
        ),
        h2('Mostrar y ocultar secciones'),
        p(
          `Cada sección tiene una barra con su estado (${b('Visível para visitantes')}, ${b('Oculta para visitantes')} o aún sin contenido), un acceso a su editor y un interruptor para mostrarla u ocultarla. Una sección oculta sigue en la edición para ti, y los visitantes dejan de verla. Las secciones vacías solo aparecen para los visitantes cuando tienen contenido.`,
        ),
        h2('Guardado y borradores'),
        p(
          `Cada editor tiene su botón ${b('Salvar')}, y lo que guardas va directo al sitio. Si un guardado no se completa, por ejemplo sin internet, la barra ${b('Você tem alterações não salvas.')} ofrece ${b('Salvar alterações')} o ${b('Descartar')}, y Coachly lo vuelve a intentar cuando vuelve la conexión. Lo que no se guardó también queda en este navegador: al volver a la edición, ${b('Recuperar alterações')} lo recupera todo.`,
        ),
        p(
          `Si intentas salir de la edición con algo sin guardar, Coachly pregunta antes (${b('Sair sem salvar')}). Y si el sitio se modifica en otra pestaña o en otro dispositivo mientras editas, no se sobrescribe nada: la ventana ${b('Alterado em outra aba')} muestra las dos versiones para que elijas cuál se queda.`,
        ),
        beside(
          {
            shot: 'phone-actions',
            caption: 'En el celular, las acciones del panel se abren con el botón redondo.',
            width: 58,
          },
          h2('En el celular'),
          p(
            `En pantallas pequeñas, el panel se convierte en un botón redondo amarillo en la esquina inferior derecha. Tócalo para ver las mismas acciones del panel; a su lado, ${b('Tudo salvo')} indica si queda algo por guardar.`,
          ),
          p('Los lápices y las barras de las secciones funcionan igual que en el computadora.'),
        ),
      ],
    },
    {
      id: 'content',
      part: 'coaches',
      title: 'Textos, foto, galería, videos y testimonios',
      lead: 'El contenido del sitio se edita por partes, cada una en su editor. Los límites de tamaño hacen que el sitio se vea bien en cualquier pantalla.',
      blocks: [
        h2('Textos'),
        beside(
          { shot: 'texts', caption: `La lista ${b('Textos do site')}.`, width: 58 },
          p(
            `${b('Textos')} abre la lista ${b('Textos do site')}. Elige un elemento, edítalo y haz clic en ${b('Salvar')}: el texto cambia en el sitio al momento.`,
          ),
          p('Cada editor muestra cuántos caracteres llevas y el límite, y te avisa cuando el texto llega a él.'),
        ),
        figure('about-me', `El editor de ${b('Sobre mim')}, con el contador de caracteres.`, 130),
        table(
          ['Texto', 'Qué es', 'Límite'],
          [
            b('Nome e e-mail'),
            'Nombre y apellido, como aparecen en el sitio, y el correo que recibe los mensajes y las solicitudes de sesión',
            '25 caracteres cada nombre',
          ],
          [b('Telefone'), 'El número que aparece arriba en el sitio, con el código del país', '—'],
          [
            b('Frase principal'),
            'La frase destacada de la parte superior del sitio, con su autor',
            '107 y 35 caracteres',
          ],
          [b('Sobre mim'), 'Tu presentación; deja una línea en blanco entre los párrafos', '475 caracteres'],
          [b('Áreas de atuação'), 'Las especialidades que muestra el sitio y que usa la búsqueda', '3 áreas'],
          [b('Currículo'), 'Formación, experiencia y certificaciones, un elemento por línea', '1.090 caracteres'],
          [
            b('Números'),
            `${L('Horas de coaching')}, ${L('Cursos na Coachly')} y ${L('Horas de palestras')}, cada uno con la opción ${b('Mostrar no site')}`,
            'números enteros',
          ],
        ),
        h2('Foto'),
        p(
          `${b('Foto')} abre ${b('Trocar foto')}. Haz clic en ${b('Escolher foto')} y elige una imagen JPEG, PNG o WebP de hasta 15 MB; mejor una foto de tu rostro, bien iluminada. Arrastra la foto (o usa las flechas del teclado) para colocar el recorte cuadrado, ajusta el ${b('Zoom')} y haz clic en ${b('Salvar foto')}. La foto se reduce a 600 × 600 píxeles.`,
        ),
        h2('Galería'),
        figure('gallery', 'La galería: cada imagen con su leyenda y los botones de editar y eliminar.'),
        p(
          `${b('Galeria')} muestra tus imágenes y cuántas hay, hasta 24. ${b('Adicionar imagem')} sube una nueva, con una leyenda opcional; cada imagen se reduce a un máximo de 1280 × 720 píxeles. El lápiz cambia la leyenda o sustituye la imagen, y la papelera la elimina después de confirmar. En el sitio, los visitantes hacen clic en una imagen para ampliarla.`,
        ),
        h2('Videos'),
        p(
          `${b('Vídeos')} admite hasta 16 videos de YouTube o de Vimeo. En ${b('Adicionar vídeo')}, pega la dirección del video en ${b('Link do vídeo')}: Coachly busca su título para la leyenda, que puedes cambiar. Las direcciones de otros sitios se rechazan con el aviso ${b('Url inválida')}, y un video que ya está en la lista no se añade dos veces.`,
        ),
        h2('Testimonios'),
        p(
          `${b('Depoimentos')} guarda hasta 6 testimonios de clientes. En ${b('Adicionar depoimento')}, completa ${b('Autor')}, ${b('Ocupação')} y ${b('Depoimento')} (hasta 300 caracteres). Cada testimonio puede editarse o eliminarse después.`,
        ),
      ],
    },
    {
      id: 'appearance',
      part: 'coaches',
      title: 'Apariencia e imagen de fondo',
      lead: 'La plantilla define el diseño del sitio; el color del tema y la imagen de fondo le dan tu toque. Los cambios aparecen en el sitio mientras eliges.',
      blocks: [
        figure('appearance', `El panel ${b('Aparência')}: las siete plantillas, cada una con su vista previa.`),
        h2('Plantilla y color'),
        p(
          `${b('Aparência')} abre un panel junto al sitio. Las plantillas 1 a 4 tienen ${b('Seções empilhadas')}: cada sección ocupa el ancho de la página, una tras otra. Las plantillas 5 a 7 vienen ${b('Com barra de navegação')}: un menú arriba enumera las secciones y se convierte en un botón de menú en el celular.`,
        ),
        p(
          `En ${b('Cor do tema')}, elige uno de los colores sugeridos o, en ${b('Outra cor')}, cualquier color en formato #RRGGBB. El sitio cambia mientras eliges; ${b('Salvar')} confirma y ${b('Cancelar')} vuelve a lo que había.`,
        ),
        figure(
          'background',
          `El panel ${b('Imagem de fundo')}: las imágenes por categoría, cada una con su versión para computadora y para celular.`,
          140,
        ),
        h2('Imagen de fondo'),
        p(
          `${b('Fundo')}, en el panel, o ${b('Trocar imagem de fundo')}, arriba en el sitio, abre las imágenes de fondo, organizadas en categorías como Naturaleza y Abstracto. Cada imagen tiene una versión para computadora y otra para celular, y el sitio usa la adecuada en cada pantalla. ${b('Sem imagem de fundo')} quita la imagen. Haz clic en ${b('Salvar')} para confirmar.`,
        ),
      ],
    },
    {
      id: 'settings',
      part: 'coaches',
      title: 'Configuración y dirección del sitio',
      lead: 'La configuración reúne la dirección de tu sitio, la ubicación, la plantilla, las opciones del perfil y las redes sociales. Lo que cambias se guarda de una vez, con el botón Guardar.',
      blocks: [
        figure(
          'settings',
          `${b('Configurações')}, pestaña ${b('Geral')}: dirección, ubicación, apariencia y opciones del perfil.`,
        ),
        h2('Dirección del sitio'),
        p(
          `La ${b('Endereço do site')} es el final del enlace de tu sitio, como coachly.com.br/ana-souza. Usa solo letras, números, _ y -; los demás caracteres se quitan mientras escribes. Coachly comprueba que la dirección esté libre y muestra ${b('Endereço disponível.')} o pide otra. Al guardar una dirección nueva, la anterior deja de funcionar: actualiza los enlaces que ya compartiste.`,
        ),
        h2('Ubicación'),
        p(
          `Elige ${b('País')}, ${b('Estado')} y ${b('Cidade')}: por ellos te encuentran los visitantes en la búsqueda. Según el país, Coachly ofrece estados y ciudades, o solo ciudades.`,
        ),
        h2('Apariencia y opciones del perfil'),
        list(
          `${b('Modelo do site')} y ${b('Cor do tema')}: los mismos del panel ${b('Aparência')}.`,
          `${b('Oferecer sessão experimental gratuita')}: activada, tu sitio muestra la sección de solicitud de sesión experimental en lugar del formulario de contacto, y tu tarjeta en la búsqueda lleva la etiqueta de sesión gratis.`,
          `${b('Categoria Select')} y ${b('Categoria Master Trainer')}: marca las categorías que tienes; son las que usa el filtro ${b('Categorias')} de la búsqueda.`,
        ),
        h2('Redes sociales'),
        beside(
          { shot: 'social', caption: `La pestaña ${b('Redes sociais')}.`, width: 84 },
          p(
            `En la pestaña ${b('Redes sociais')}, indica Instagram, Facebook, YouTube, Twitter / X, LinkedIn y WhatsApp. Pega la dirección de tu perfil o solo el nombre de usuario: Coachly la convierte en la dirección oficial de cada red y muestra cómo la guardará. En WhatsApp, indica tu número de teléfono.`,
          ),
          p('El sitio muestra los iconos de las redes que completes.'),
        ),
        p(
          `Haz clic en ${b('Salvar')} para guardar las dos pestañas. Si la nueva dirección del sitio se rechaza, la ventana sigue abierta con lo que escribiste, para que pruebes otra.`,
        ),
      ],
    },
    {
      id: 'publish',
      part: 'coaches',
      title: 'Publicar y despublicar',
      lead: 'Mientras no lo publiques, tu sitio es un borrador que solo ves tú. Publicar lo pone en línea y en la búsqueda de coaches.',
      blocks: [
        h2('Publicar'),
        steps(
          `Revisa el sitio con ${b('Ver como visitante')}.`,
          `Haz clic en ${b('Publicar')}, en el panel de edición.`,
          `El aviso ${b('Site publicado. Os visitantes já podem vê-lo.')} lo confirma, y la etiqueta pasa a ${b('Publicado')}.`,
        ),
        row(
          { shot: 'draft', caption: `Antes: la etiqueta ${b('Rascunho')} y el botón ${b('Publicar')}.` },
          { shot: 'published', caption: `Después: el aviso de confirmación y la etiqueta ${b('Publicado')}.` },
        ),
        p(
          `A partir de ahí, el sitio aparece en la búsqueda de coaches y cualquiera lo abre en su dirección; ${b('Ver site')} lo abre en otra pestaña. Lo que guardes después se publica al momento.`,
        ),
        h2('Despublicar'),
        beside(
          { shot: 'unpublish', caption: 'La confirmación antes de retirar el sitio.', width: 78 },
          p(
            `${b('Despublicar')} pide confirmación (${b('Despublicar o site?')}) y retira el sitio: sale de la búsqueda, y quien abra la dirección ve la página de no encontrado.`,
          ),
          p('No se borra nada: textos, fotos y configuración siguen guardados para cuando vuelvas a publicar.'),
        ),
        note(
          `Si abres la dirección de tu sitio mientras no está publicado, con tu sesión iniciada en este navegador, Coachly te avisa: ${b('Este é o seu site. Ele não está publicado, por isso os visitantes veem esta página.')} El botón ${b('Publicar na edição')} te lleva al panel.`,
        ),
      ],
    },
    {
      id: 'messages',
      part: 'coaches',
      title: 'Mensajes de contacto y sesiones experimentales',
      lead: 'Los visitantes hablan contigo desde tu sitio, sin necesidad de cuenta. Los mensajes y las solicitudes de sesión llegan al correo de tu perfil.',
      blocks: [
        h2('Adónde llegan'),
        p(
          `Los visitantes escriben desde el formulario de contacto de tu sitio o piden una sesión experimental (capítulo 4). Todo llega al correo que está en ${b('Textos')} › ${b('Nome e e-mail')}; el propio campo lo recuerda: ${b('Usado para receber mensagens e pedidos de sessão.')} Mantén ese correo siempre al día.`,
        ),
        h2('Sesión experimental o formulario de contacto'),
        list(
          `Con ${b('Oferecer sessão experimental gratuita')} activada, en ${b('Configurações')}, tu sitio muestra la sección ${b('Solicite sua sessão experimental')}, con los botones ${b('Agendar sessão experimental')} y ${b('Enviar uma mensagem')}, y el botón de arriba invita a ${b('Agende uma sessão gratuita')}.`,
          `Con la opción desactivada, tu sitio muestra la sección ${b('Contato')} con el formulario de mensaje, y el botón de arriba pasa a ${b('Fale comigo')}.`,
        ),
        h2('Cómo funciona una solicitud de sesión'),
        steps(
          'El visitante elige un día, un turno y el tipo de sesión (en línea o presencial) entre los horarios de atención de tu agenda en Coachly.',
          'Recibe un correo con un enlace de confirmación; la solicitud solo vale después de que la confirme.',
          'Con la solicitud confirmada, acuerda la sesión con el visitante por el correo o el teléfono que indicó.',
        ),
        note(
          `Los días y los turnos que se ofrecen vienen de los horarios de atención de tu cuenta de coach. Sin horarios registrados, el formulario avisa: ${b('Este coach ainda não publicou horários para sessões experimentais.')} Los tipos de sesión siguen tu forma de atender: en línea, presencial o ambas.`,
        ),
        tip('Responde rápido: quien pide una sesión experimental está decidiendo con quién empezar.'),
      ],
    },
    {
      id: 'help',
      part: 'help',
      title: 'Ayuda y preguntas frecuentes',
      lead: 'El Centro de Ayuda reúne el video tutorial, este manual y un resumen para leer en la propia página.',
      blocks: [
        figure('help', `El ${b('Central de Ajuda')}.`, 120),
        p(
          `Abre el ${b('Central de Ajuda')} desde el menú ${b('Ajuda')}, arriba, o desde el pie de cualquier página. ${b('Assistir ao vídeo tutorial')} muestra cómo armar tu sitio; el botón de descarga baja este manual en el idioma de la página, para leerlo incluso sin internet; y el lector de abajo resume cada capítulo.`,
        ),
        h2('Límites'),
        table(
          ['Contenido', 'Límite'],
          ['Nombre y apellido', '25 caracteres cada uno'],
          ['Frase principal y autor', '107 y 35 caracteres'],
          ['Sobre mí', '475 caracteres'],
          ['Currículum', '1.090 caracteres'],
          ['Áreas de actuación', '3'],
          ['Foto', 'JPEG, PNG o WebP, hasta 15 MB; recorte cuadrado, 600 × 600 píxeles'],
          ['Galería', '24 imágenes, reducidas a un máximo de 1280 × 720 píxeles'],
          ['Videos', '16, de YouTube o de Vimeo'],
          ['Testimonios', '6, de hasta 300 caracteres cada uno'],
          ['Versiones de la biografía en el asistente', '3'],
          ['Mensaje de contacto (visitantes)', '1.000 caracteres'],
        ),
        h2('Preguntas frecuentes'),
        faq(
          [
            'La dirección que quiero no está disponible.',
            'Otro coach ya la usa. Prueba una variación con tu apellido, tu ciudad o un guion, como ana-souza-coach.',
          ],
          [
            'Mi video no se acepta.',
            `Solo se aceptan videos de YouTube y de Vimeo. Copia la dirección en la página del video y pégala entera en ${b('Link do vídeo')}.`,
          ],
          [
            'Una sección no aparece en mi sitio.',
            'Las secciones vacías u ocultas no aparecen para los visitantes. En la edición, la barra de la sección indica si está oculta o aún sin contenido.',
          ],
          [
            'Mi sitio no aparece en la búsqueda.',
            `Comprueba que esté ${b('Publicado')} y que la ubicación y las áreas de actuación estén completas: los visitantes filtran por ellas.`,
          ],
          [
            'Perdí la conexión mientras editaba.',
            `Lo que no se guardó queda en este navegador, y Coachly intenta guardarlo cuando vuelve la conexión. Si cerraste la página, al volver a la edición usa ${b('Recuperar alterações')}.`,
          ],
          [
            'Quiero cambiar la biografía que elegí en el asistente.',
            `Edítala cuando quieras en ${b('Textos')} › ${b('Sobre mim')}.`,
          ],
          [
            '¿Cómo cambio el idioma de Coachly?',
            'Con el selector de idioma, arriba de cualquier página: portugués, inglés o español.',
          ],
        ),
      ],
    },
  ],
};
