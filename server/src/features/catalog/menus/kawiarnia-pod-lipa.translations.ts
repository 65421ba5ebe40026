import type { SeedProvider } from '../seed-types';

// Kawiarnia Pod Lipą's menu in the eight languages besides English: Polish (the place's own) first.
export const translations: SeedProvider['translations'] = {
  pl: {
    extraGroups: {
      milk: {
        name: 'Mleko',
        options: {
          whole: 'Mleko pełne',
          'lactose-free': 'Mleko bez laktozy',
          oat: 'Napój owsiany',
          soy: 'Napój sojowy',
        },
      },
      syrup: {
        name: 'Syropy',
        options: {
          vanilla: 'Syrop waniliowy',
          gingerbread: 'Syrop piernikowy',
          'salted-caramel': 'Syrop słony karmel',
        },
      },
      shot: { name: 'Dodatkowe espresso', options: { espresso: 'Dodatkowa porcja espresso' } },
      'tea-addition': {
        name: 'Dodatki do herbaty',
        options: { lemon: 'Plasterek cytryny', honey: 'Miód gryczany', 'raspberry-juice': 'Sok malinowy' },
      },
      'cake-addition': {
        name: 'Do ciasta',
        options: { 'whipped-cream': 'Bita śmietana', 'vanilla-ice-cream': 'Gałka lodów waniliowych' },
      },
      bread: {
        name: 'Pieczywo',
        options: { rye: 'Żytni chleb na zakwasie', 'gluten-free': 'Chleb bezglutenowy' },
      },
    },
    products: {
      espresso: {
        name: 'Espresso',
        description: 'Jednorodne brazylijskie espresso palone w Krakowie.',
        composition: 'Espresso (18 g kawy arabika, Brazylia Cerrado).',
      },
      cappuccino: {
        name: 'Cappuccino',
        description: 'Espresso ze spienionym mlekiem i solidną warstwą pianki.',
        composition: 'Podwójne espresso, spienione mleko pełne (150 ml), pianka mleczna.',
      },
      latte: {
        name: 'Latte',
        description: 'Wysoka szklanka spienionego mleka z porcją espresso.',
        composition: 'Espresso, spienione mleko pełne (250 ml), pianka mleczna.',
      },
      'flat-white': {
        name: 'Flat white',
        description: 'Podwójne ristretto z aksamitną mikropianką.',
        composition: 'Podwójne ristretto, spienione mleko pełne (160 ml).',
      },
      'linden-tea': {
        name: 'Herbata z kwiatu lipy',
        description: 'Kwiat lipy zbierany w Małopolsce, podany w szklanym dzbanku.',
        composition: 'Suszony kwiat lipy, gorąca woda.',
      },
      'black-tea-with-raspberry': {
        name: 'Czarna herbata z malinami',
        description: 'Mocna czarna herbata z domowym sokiem malinowym, po polsku.',
        composition: 'Czarna herbata, sok malinowy (maliny, cukier), gorąca woda.',
      },
      'krakow-cheesecake': {
        name: 'Sernik krakowski',
        description: 'Pieczony sernik z twarogu z rodzynkami i kratką z ciasta.',
        composition: 'Twaróg, jajka, cukier, masło, mąka pszenna, rodzynki, wanilia, skórka z cytryny.',
      },
      szarlotka: {
        name: 'Szarlotka',
        description: 'Szarlotka jak u babci, z cynamonem i kruszonką.',
        composition: 'Jabłka, mąka pszenna, masło, cukier, jajka, cynamon, proszek do pieczenia.',
      },
      'paczek-with-rose-jam': {
        name: 'Pączek z różą',
        description: 'Puszysty pączek z konfiturą z płatków róży, lukrowany, ze skórką pomarańczową.',
        composition:
          'Mąka pszenna, mleko, jajka, masło, cukier, drożdże, konfitura z płatków róży, kandyzowana skórka pomarańczowa, spirytus, olej rzepakowy.',
      },
      'scrambled-eggs-with-chives': {
        name: 'Jajecznica ze szczypiorkiem',
        description: 'Trzy jajka z wolnego wybiegu na maśle, z chlebem żytnim i sałatką z pomidorów.',
        composition:
          'Jajka z wolnego wybiegu, masło, szczypiorek, żytni chleb na zakwasie, pomidor, czerwona cebula, sól, pieprz.',
      },
      'twarozek-breakfast': {
        name: 'Śniadanie z twarożkiem',
        description: 'Świeży twarożek z rzodkiewką, ogórkiem i szczypiorkiem, podany z chlebem żytnim.',
        composition: 'Twaróg, śmietana, rzodkiewki, ogórek, szczypiorek, żytni chleb na zakwasie, masło.',
      },
      'ham-sandwich': {
        name: 'Kanapka z szynką i chrzanem',
        description: 'Wędzona szynka, majonez chrzanowy, ogórek kiszony i sałata w bułce z makiem.',
        composition:
          'Bułka z makiem (mąka pszenna), wędzona szynka, majonez (jajka, gorczyca), chrzan, ogórek kiszony, sałata.',
      },
      'mushroom-toastie': {
        name: 'Tost z leśnymi grzybami',
        description: 'Smażone leśne grzyby i wędzony oscypek, zapiekane.',
        composition:
          'Chleb na zakwasie (pszenny, żytni), mieszanka grzybów leśnych, oscypek, cebula, masło, natka pietruszki.',
      },
      'apple-mint-lemonade': {
        name: 'Lemoniada jabłkowo-miętowa',
        description: 'Mętny sok jabłkowy z Grójca, limonka, mięta i woda gazowana.',
        composition: 'Sok jabłkowy, sok z limonki, świeża mięta, woda gazowana, cukier trzcinowy, lód.',
      },
      kompot: {
        name: 'Kompot',
        description: 'Domowy schłodzony napój z gotowanych wiśni i truskawek.',
        composition: 'Woda, wiśnie, truskawki, cukier.',
      },
    },
  },
  de: {
    extraGroups: {
      milk: {
        name: 'Milch',
        options: {
          whole: 'Vollmilch',
          'lactose-free': 'Laktosefreie Milch',
          oat: 'Haferdrink',
          soy: 'Sojadrink',
        },
      },
      syrup: {
        name: 'Sirups',
        options: {
          vanilla: 'Vanillesirup',
          gingerbread: 'Lebkuchensirup',
          'salted-caramel': 'Salzkaramellsirup',
        },
      },
      shot: { name: 'Extra Shot', options: { espresso: 'Extra Espresso-Shot' } },
      'tea-addition': {
        name: 'Zum Tee',
        options: { lemon: 'Zitronenscheibe', honey: 'Buchweizenhonig', 'raspberry-juice': 'Himbeersirup' },
      },
      'cake-addition': {
        name: 'Zum Kuchen',
        options: { 'whipped-cream': 'Schlagsahne', 'vanilla-ice-cream': 'Kugel Vanilleeis' },
      },
      bread: {
        name: 'Brot',
        options: { rye: 'Roggensauerteigbrot', 'gluten-free': 'Glutenfreies Brot' },
      },
    },
    products: {
      espresso: {
        name: 'Espresso',
        description: 'Sortenreiner brasilianischer Espresso, geröstet in Krakau.',
        composition: 'Espresso (18 g Arabica-Kaffee, Brasilien Cerrado).',
      },
      cappuccino: {
        name: 'Cappuccino',
        description: 'Espresso mit aufgeschäumter Milch und einer großzügigen Schaumschicht.',
        composition: 'Doppelter Espresso, aufgeschäumte Vollmilch (150 ml), Milchschaum.',
      },
      latte: {
        name: 'Latte',
        description: 'Ein hohes Glas aufgeschäumter Milch mit einem Shot Espresso.',
        composition: 'Espresso, aufgeschäumte Vollmilch (250 ml), Milchschaum.',
      },
      'flat-white': {
        name: 'Flat White',
        description: 'Doppelter Ristretto mit seidigem Mikroschaum.',
        composition: 'Doppelter Ristretto, aufgeschäumte Vollmilch (160 ml).',
      },
      'linden-tea': {
        name: 'Lindenblütentee',
        description: 'Lindenblüten aus Kleinpolen, serviert in einer Glaskanne.',
        composition: 'Getrocknete Lindenblüten, heißes Wasser.',
      },
      'black-tea-with-raspberry': {
        name: 'Schwarztee mit Himbeere',
        description: 'Kräftiger Schwarztee mit hausgemachtem Himbeersirup, wie man ihn in Polen trinkt.',
        composition: 'Schwarztee, Himbeersirup (Himbeeren, Zucker), heißes Wasser.',
      },
      'krakow-cheesecake': {
        name: 'Krakauer Käsekuchen',
        description: 'Gebackener Twaróg-Käsekuchen mit Rosinen und Teiggitter.',
        composition: 'Twaróg (Quark), Eier, Zucker, Butter, Weizenmehl, Rosinen, Vanille, Zitronenschale.',
      },
      szarlotka: {
        name: 'Szarlotka',
        description: 'Apfelkuchen nach Omas Art mit Zimt und Streuseln.',
        composition: 'Äpfel, Weizenmehl, Butter, Zucker, Eier, Zimt, Backpulver.',
      },
      'paczek-with-rose-jam': {
        name: 'Pączek mit Rosenkonfitüre',
        description: 'Lockerer polnischer Krapfen mit Rosenblütenkonfitüre und Orangenschalen-Glasur.',
        composition:
          'Weizenmehl, Milch, Eier, Butter, Zucker, Hefe, Rosenblütenkonfitüre, kandierte Orangenschale, Alkohol, Rapsöl.',
      },
      'scrambled-eggs-with-chives': {
        name: 'Rührei mit Schnittlauch',
        description: 'Drei Freilandeier in Butter gerührt, mit Roggenbrot und Tomatensalat.',
        composition:
          'Freilandeier, Butter, Schnittlauch, Roggensauerteigbrot, Tomate, rote Zwiebel, Salz, Pfeffer.',
      },
      'twarozek-breakfast': {
        name: 'Twarożek-Frühstück',
        description: 'Frischer Bauernquark mit Radieschen, Gurke und Schnittlauch, dazu Roggenbrot.',
        composition:
          'Twaróg (Quark), saure Sahne, Radieschen, Gurke, Schnittlauch, Roggensauerteigbrot, Butter.',
      },
      'ham-sandwich': {
        name: 'Schinken-Meerrettich-Sandwich',
        description: 'Räucherschinken, Meerrettich-Mayo, Salzgurke und Salat im Mohnbrötchen.',
        composition:
          'Mohnbrötchen (Weizenmehl), Räucherschinken, Mayonnaise (Eier, Senf), Meerrettich, Salzgurke, Salat.',
      },
      'mushroom-toastie': {
        name: 'Waldpilz-Toastie',
        description: 'Gebratene Waldpilze und geräucherter Oscypek-Käse, getoastet.',
        composition:
          'Sauerteigbrot (Weizen, Roggen), gemischte Waldpilze, Oscypek-Käse, Zwiebel, Butter, Petersilie.',
      },
      'apple-mint-lemonade': {
        name: 'Apfel-Minz-Limonade',
        description: 'Naturtrüber Apfelsaft aus Grójec, Limette, Minze und Sprudelwasser.',
        composition: 'Apfelsaft, Limettensaft, frische Minze, Sprudelwasser, Rohrzucker, Eis.',
      },
      kompot: {
        name: 'Kompot',
        description: 'Hausgemachtes, gekühltes Getränk aus gekochten Kirschen und Erdbeeren: Polens Kompot.',
        composition: 'Wasser, Kirschen, Erdbeeren, Zucker.',
      },
    },
  },
  es: {
    extraGroups: {
      milk: {
        name: 'Leche',
        options: {
          whole: 'Leche entera',
          'lactose-free': 'Leche sin lactosa',
          oat: 'Bebida de avena',
          soy: 'Bebida de soja',
        },
      },
      syrup: {
        name: 'Siropes',
        options: {
          vanilla: 'Sirope de vainilla',
          gingerbread: 'Sirope de pan de jengibre',
          'salted-caramel': 'Sirope de caramelo salado',
        },
      },
      shot: { name: 'Café extra', options: { espresso: 'Espresso extra' } },
      'tea-addition': {
        name: 'Para el té',
        options: {
          lemon: 'Rodaja de limón',
          honey: 'Miel de trigo sarraceno',
          'raspberry-juice': 'Sirope de frambuesa',
        },
      },
      'cake-addition': {
        name: 'Para acompañar el pastel',
        options: { 'whipped-cream': 'Nata montada', 'vanilla-ice-cream': 'Bola de helado de vainilla' },
      },
      bread: {
        name: 'Pan',
        options: { rye: 'Pan de centeno de masa madre', 'gluten-free': 'Pan sin gluten' },
      },
    },
    products: {
      espresso: {
        name: 'Espresso',
        description: 'Espresso de origen único de Brasil, tostado en Cracovia.',
        composition: 'Espresso (18 g de café arábica, Brasil Cerrado).',
      },
      cappuccino: {
        name: 'Capuchino',
        description: 'Espresso con leche vaporizada y una generosa capa de espuma.',
        composition: 'Doble espresso, leche entera vaporizada (150 ml), espuma de leche.',
      },
      latte: {
        name: 'Latte',
        description: 'Un vaso alto de leche vaporizada con un espresso.',
        composition: 'Espresso, leche entera vaporizada (250 ml), espuma de leche.',
      },
      'flat-white': {
        name: 'Flat white',
        description: 'Doble ristretto con una sedosa microespuma.',
        composition: 'Doble ristretto, leche entera vaporizada (160 ml).',
      },
      'linden-tea': {
        name: 'Tila',
        description: 'Flores de tilo recogidas en la Pequeña Polonia, servidas en una tetera de cristal.',
        composition: 'Flor de tilo seca, agua caliente.',
      },
      'black-tea-with-raspberry': {
        name: 'Té negro con frambuesa',
        description: 'Té negro fuerte con sirope de frambuesa casero, como se toma en Polonia.',
        composition: 'Té negro, sirope de frambuesa (frambuesas, azúcar), agua caliente.',
      },
      'krakow-cheesecake': {
        name: 'Tarta de queso de Cracovia',
        description: 'Tarta de queso twaróg al horno, con pasas y una rejilla de masa por encima.',
        composition:
          'Queso twaróg (requesón), huevos, azúcar, mantequilla, harina de trigo, pasas, vainilla, ralladura de limón.',
      },
      szarlotka: {
        name: 'Szarlotka',
        description: 'Tarta de manzana como la de la abuela, con canela y crumble.',
        composition: 'Manzanas, harina de trigo, mantequilla, azúcar, huevos, canela, levadura química.',
      },
      'paczek-with-rose-jam': {
        name: 'Pączek de confitura de rosa',
        description:
          'Esponjoso buñuelo polaco relleno de confitura de pétalos de rosa, glaseado y con piel de naranja.',
        composition:
          'Harina de trigo, leche, huevos, mantequilla, azúcar, levadura, confitura de pétalos de rosa, piel de naranja confitada, alcohol, aceite de colza.',
      },
      'scrambled-eggs-with-chives': {
        name: 'Huevos revueltos con cebollino',
        description:
          'Tres huevos camperos revueltos con mantequilla, con pan de centeno y ensalada de tomate.',
        composition:
          'Huevos camperos, mantequilla, cebollino, pan de centeno de masa madre, tomate, cebolla roja, sal, pimienta.',
      },
      'twarozek-breakfast': {
        name: 'Desayuno con twarożek',
        description: 'Requesón fresco con rabanitos, pepino y cebollino, servido con pan de centeno.',
        composition:
          'Queso twaróg, nata agria, rabanitos, pepino, cebollino, pan de centeno de masa madre, mantequilla.',
      },
      'ham-sandwich': {
        name: 'Bocadillo de jamón y rábano picante',
        description:
          'Jamón ahumado, mayonesa de rábano picante, pepinillo encurtido y lechuga en un panecillo de amapola.',
        composition:
          'Panecillo de amapola (harina de trigo), jamón ahumado, mayonesa (huevos, mostaza), rábano picante, pepinillo encurtido, lechuga.',
      },
      'mushroom-toastie': {
        name: 'Sándwich tostado de setas del bosque',
        description: 'Setas del bosque salteadas y queso oscypek ahumado, tostado.',
        composition:
          'Pan de masa madre (trigo, centeno), setas del bosque variadas, queso oscypek, cebolla, mantequilla, perejil.',
      },
      'apple-mint-lemonade': {
        name: 'Limonada de manzana y menta',
        description: 'Zumo de manzana turbio de Grójec, lima, menta y agua con gas.',
        composition: 'Zumo de manzana, zumo de lima, menta fresca, agua con gas, azúcar de caña, hielo.',
      },
      kompot: {
        name: 'Kompot',
        description: 'Bebida casera fría de guindas y fresas cocidas a fuego lento.',
        composition: 'Agua, guindas, fresas, azúcar.',
      },
    },
  },
  fr: {
    extraGroups: {
      milk: {
        name: 'Lait',
        options: {
          whole: 'Lait entier',
          'lactose-free': 'Lait sans lactose',
          oat: 'Boisson à l’avoine',
          soy: 'Boisson au soja',
        },
      },
      syrup: {
        name: 'Sirops',
        options: {
          vanilla: 'Sirop de vanille',
          gingerbread: 'Sirop de pain d’épices',
          'salted-caramel': 'Sirop caramel beurre salé',
        },
      },
      shot: { name: 'Shot supplémentaire', options: { espresso: 'Espresso supplémentaire' } },
      'tea-addition': {
        name: 'Pour le thé',
        options: {
          lemon: 'Rondelle de citron',
          honey: 'Miel de sarrasin',
          'raspberry-juice': 'Sirop de framboise',
        },
      },
      'cake-addition': {
        name: 'Avec le gâteau',
        options: { 'whipped-cream': 'Chantilly', 'vanilla-ice-cream': 'Boule de glace vanille' },
      },
      bread: {
        name: 'Pain',
        options: { rye: 'Pain de seigle au levain', 'gluten-free': 'Pain sans gluten' },
      },
    },
    products: {
      espresso: {
        name: 'Espresso',
        description: 'Espresso pure origine du Brésil, torréfié à Cracovie.',
        composition: 'Espresso (18 g de café arabica, Brésil Cerrado).',
      },
      cappuccino: {
        name: 'Cappuccino',
        description: 'Espresso, lait chaud et une généreuse couche de mousse.',
        composition: 'Double espresso, lait entier chauffé à la vapeur (150 ml), mousse de lait.',
      },
      latte: {
        name: 'Latte',
        description: 'Un grand verre de lait chaud avec un espresso.',
        composition: 'Espresso, lait entier chauffé à la vapeur (250 ml), mousse de lait.',
      },
      'flat-white': {
        name: 'Flat white',
        description: 'Double ristretto et micromousse soyeuse.',
        composition: 'Double ristretto, lait entier chauffé à la vapeur (160 ml).',
      },
      'linden-tea': {
        name: 'Infusion de tilleul',
        description: 'Fleurs de tilleul cueillies en Petite-Pologne, servies dans une théière en verre.',
        composition: 'Fleurs de tilleul séchées, eau chaude.',
      },
      'black-tea-with-raspberry': {
        name: 'Thé noir à la framboise',
        description: 'Thé noir corsé et sirop de framboise maison, comme on le boit en Pologne.',
        composition: 'Thé noir, sirop de framboise (framboises, sucre), eau chaude.',
      },
      'krakow-cheesecake': {
        name: 'Gâteau au fromage de Cracovie',
        description:
          'Gâteau au fromage blanc twaróg cuit au four, aux raisins secs, avec un croisillon de pâte.',
        composition:
          'Fromage blanc twaróg, œufs, sucre, beurre, farine de blé, raisins secs, vanille, zeste de citron.',
      },
      szarlotka: {
        name: 'Szarlotka',
        description: 'Tarte aux pommes comme chez grand-mère, à la cannelle, avec un crumble.',
        composition: 'Pommes, farine de blé, beurre, sucre, œufs, cannelle, levure chimique.',
      },
      'paczek-with-rose-jam': {
        name: 'Pączek à la confiture de rose',
        description:
          'Beignet polonais moelleux fourré à la confiture de pétales de rose, glacé et parsemé d’écorces d’orange.',
        composition:
          'Farine de blé, lait, œufs, beurre, sucre, levure, confiture de pétales de rose, écorces d’orange confites, alcool, huile de colza.',
      },
      'scrambled-eggs-with-chives': {
        name: 'Œufs brouillés à la ciboulette',
        description: 'Trois œufs de plein air brouillés au beurre, avec pain de seigle et salade de tomates.',
        composition:
          'Œufs de poules élevées en plein air, beurre, ciboulette, pain de seigle au levain, tomate, oignon rouge, sel, poivre.',
      },
      'twarozek-breakfast': {
        name: 'Petit-déjeuner au twarożek',
        description: 'Fromage blanc frais aux radis, concombre et ciboulette, servi avec du pain de seigle.',
        composition:
          'Fromage blanc twaróg, crème aigre, radis, concombre, ciboulette, pain de seigle au levain, beurre.',
      },
      'ham-sandwich': {
        name: 'Sandwich jambon-raifort',
        description:
          'Jambon fumé, mayonnaise au raifort, concombre mariné et salade dans un petit pain au pavot.',
        composition:
          'Petit pain au pavot (farine de blé), jambon fumé, mayonnaise (œufs, moutarde), raifort, concombre mariné, salade.',
      },
      'mushroom-toastie': {
        name: 'Toast aux champignons des bois',
        description: 'Champignons des bois poêlés et fromage oscypek fumé, le tout toasté.',
        composition:
          'Pain au levain (blé, seigle), champignons des bois, fromage oscypek, oignon, beurre, persil.',
      },
      'apple-mint-lemonade': {
        name: 'Limonade pomme-menthe',
        description: 'Jus de pomme trouble de Grójec, citron vert, menthe et eau gazeuse.',
        composition:
          'Jus de pomme, jus de citron vert, menthe fraîche, eau gazeuse, sucre de canne, glaçons.',
      },
      kompot: {
        name: 'Kompot',
        description: 'Boisson maison servie fraîche, de griottes et de fraises mijotées.',
        composition: 'Eau, griottes, fraises, sucre.',
      },
    },
  },
  uk: {
    extraGroups: {
      milk: {
        name: 'Молоко',
        options: {
          whole: 'Цільне молоко',
          'lactose-free': 'Безлактозне молоко',
          oat: 'Вівсяне молоко',
          soy: 'Соєве молоко',
        },
      },
      syrup: {
        name: 'Сиропи',
        options: {
          vanilla: 'Ванільний сироп',
          gingerbread: 'Пряниковий сироп',
          'salted-caramel': 'Сироп «Солона карамель»',
        },
      },
      shot: { name: 'Додатковий шот', options: { espresso: 'Додатковий шот еспресо' } },
      'tea-addition': {
        name: 'До чаю',
        options: { lemon: 'Скибочка лимона', honey: 'Гречаний мед', 'raspberry-juice': 'Малиновий сироп' },
      },
      'cake-addition': {
        name: 'До десерту',
        options: { 'whipped-cream': 'Збиті вершки', 'vanilla-ice-cream': 'Кулька ванільного морозива' },
      },
      bread: {
        name: 'Хліб',
        options: { rye: 'Житній хліб на заквасці', 'gluten-free': 'Безглютеновий хліб' },
      },
    },
    products: {
      espresso: {
        name: 'Еспресо',
        description: 'Моносорт бразильської кави, обсмажений у Кракові.',
        composition: 'Еспресо (18 г кави арабіка, Бразилія Серрадо).',
      },
      cappuccino: {
        name: 'Капучино',
        description: 'Еспресо зі спіненим молоком і щедрим шаром пінки.',
        composition: 'Подвійний еспресо, спінене цільне молоко (150 мл), молочна пінка.',
      },
      latte: {
        name: 'Лате',
        description: 'Висока склянка спіненого молока з шотом еспресо.',
        composition: 'Еспресо, спінене цільне молоко (250 мл), молочна пінка.',
      },
      'flat-white': {
        name: 'Флет вайт',
        description: 'Подвійний ристрето з шовковистою мікропінкою.',
        composition: 'Подвійний ристрето, спінене цільне молоко (160 мл).',
      },
      'linden-tea': {
        name: 'Липовий чай',
        description: 'Липовий цвіт, зібраний у Малопольщі, подаємо у скляному чайнику.',
        composition: 'Сушений липовий цвіт, гаряча вода.',
      },
      'black-tea-with-raspberry': {
        name: 'Чорний чай з малиною',
        description: 'Міцний чорний чай із домашнім малиновим сиропом, як п’ють у Польщі.',
        composition: 'Чорний чай, малиновий сироп (малина, цукор), гаряча вода.',
      },
      'krakow-cheesecake': {
        name: 'Краківський сирник',
        description: 'Запечений сирник із кисломолочного сиру з родзинками та решіткою з тіста зверху.',
        composition:
          'Кисломолочний сир, яйця, цукор, вершкове масло, пшеничне борошно, родзинки, ваніль, лимонна цедра.',
      },
      szarlotka: {
        name: 'Шарлотка',
        description: 'Яблучний пиріг, як у бабусі, з корицею та пісочною крихтою.',
        composition: 'Яблука, пшеничне борошно, вершкове масло, цукор, яйця, кориця, розпушувач.',
      },
      'paczek-with-rose-jam': {
        name: 'Пончик з трояндовим варенням',
        description:
          'Пишний польський пончик з варенням із пелюсток троянди, глазурований, з апельсиновою цедрою.',
        composition:
          'Пшеничне борошно, молоко, яйця, вершкове масло, цукор, дріжджі, варення з пелюсток троянди, цукати з апельсинової шкірки, спирт, ріпакова олія.',
      },
      'scrambled-eggs-with-chives': {
        name: 'Яєчня-бовтанка із зеленою цибулею',
        description:
          'Три яйця від курей вільного вигулу, збиті на вершковому маслі, з житнім хлібом і салатом із помідорів.',
        composition:
          'Яйця від курей вільного вигулу, вершкове масло, зелена цибуля, житній хліб на заквасці, помідор, червона цибуля, сіль, перець.',
      },
      'twarozek-breakfast': {
        name: 'Сніданок із кисломолочним сиром',
        description: 'Свіжий кисломолочний сир з редискою, огірком і зеленою цибулею, з житнім хлібом.',
        composition:
          'Кисломолочний сир, сметана, редиска, огірок, зелена цибуля, житній хліб на заквасці, вершкове масло.',
      },
      'ham-sandwich': {
        name: 'Сендвіч із шинкою та хроном',
        description: 'Копчена шинка, майонез із хроном, квашений огірок і салат у булочці з маком.',
        composition:
          'Булочка з маком (пшеничне борошно), копчена шинка, майонез (яйця, гірчиця), хрін, квашений огірок, салат.',
      },
      'mushroom-toastie': {
        name: 'Тост із лісовими грибами',
        description: 'Смажені лісові гриби та копчений сир оскипек, запечені в тості.',
        composition:
          'Хліб на заквасці (пшениця, жито), суміш лісових грибів, сир оскипек, цибуля, вершкове масло, петрушка.',
      },
      'apple-mint-lemonade': {
        name: 'Яблучно-м’ятний лимонад',
        description: 'Нефільтрований яблучний сік із Груйця, лайм, м’ята й газована вода.',
        composition: 'Яблучний сік, сік лайма, свіжа м’ята, газована вода, тростинний цукор, лід.',
      },
      kompot: {
        name: 'Компот',
        description: 'Домашній охолоджений напій із зварених вишень і полуниць.',
        composition: 'Вода, вишні, полуниці, цукор.',
      },
    },
  },
  ca: {
    extraGroups: {
      milk: {
        name: 'Llet',
        options: {
          whole: 'Llet sencera',
          'lactose-free': 'Llet sense lactosa',
          oat: 'Beguda de civada',
          soy: 'Beguda de soja',
        },
      },
      syrup: {
        name: 'Xarops',
        options: {
          vanilla: 'Xarop de vainilla',
          gingerbread: 'Xarop de pa d’espècies',
          'salted-caramel': 'Xarop de caramel salat',
        },
      },
      shot: { name: 'Cafè extra', options: { espresso: 'Espresso extra' } },
      'tea-addition': {
        name: 'Per al te',
        options: { lemon: 'Rodanxa de llimona', honey: 'Mel de fajol', 'raspberry-juice': 'Xarop de gerds' },
      },
      'cake-addition': {
        name: 'Per acompanyar el pastís',
        options: { 'whipped-cream': 'Nata muntada', 'vanilla-ice-cream': 'Bola de gelat de vainilla' },
      },
      bread: {
        name: 'Pa',
        options: { rye: 'Pa de sègol de massa mare', 'gluten-free': 'Pa sense gluten' },
      },
    },
    products: {
      espresso: {
        name: 'Espresso',
        description: 'Espresso d’origen únic del Brasil, torrat a Cracòvia.',
        composition: 'Espresso (18 g de cafè aràbica, Brasil Cerrado).',
      },
      cappuccino: {
        name: 'Caputxino',
        description: 'Espresso amb llet vaporitzada i una capa generosa d’escuma.',
        composition: 'Doble espresso, llet sencera vaporitzada (150 ml), escuma de llet.',
      },
      latte: {
        name: 'Latte',
        description: 'Un got alt de llet vaporitzada amb un espresso.',
        composition: 'Espresso, llet sencera vaporitzada (250 ml), escuma de llet.',
      },
      'flat-white': {
        name: 'Flat white',
        description: 'Doble ristretto amb una microescuma sedosa.',
        composition: 'Doble ristretto, llet sencera vaporitzada (160 ml).',
      },
      'linden-tea': {
        name: 'Til·la',
        description: 'Flors de til·ler collides a la Petita Polònia, servides en una tetera de vidre.',
        composition: 'Flor de til·ler seca, aigua calenta.',
      },
      'black-tea-with-raspberry': {
        name: 'Te negre amb gerds',
        description: 'Te negre fort amb xarop de gerds casolà, com el prenen a Polònia.',
        composition: 'Te negre, xarop de gerds (gerds, sucre), aigua calenta.',
      },
      'krakow-cheesecake': {
        name: 'Pastís de formatge de Cracòvia',
        description: 'Pastís de formatge twaróg al forn, amb panses i una reixeta de massa per sobre.',
        composition:
          'Formatge twaróg (mató), ous, sucre, mantega, farina de blat, panses, vainilla, pell de llimona ratllada.',
      },
      szarlotka: {
        name: 'Szarlotka',
        description: 'Pastís de poma com el de l’àvia, amb canyella i crumble.',
        composition: 'Pomes, farina de blat, mantega, sucre, ous, canyella, llevat químic.',
      },
      'paczek-with-rose-jam': {
        name: 'Pączek de confitura de rosa',
        description:
          'Bunyol polonès esponjós farcit de confitura de pètals de rosa, glassejat i amb pell de taronja.',
        composition:
          'Farina de blat, llet, ous, mantega, sucre, llevat, confitura de pètals de rosa, pell de taronja confitada, alcohol, oli de colza.',
      },
      'scrambled-eggs-with-chives': {
        name: 'Ous remenats amb cibulet',
        description:
          'Tres ous de gallines criades en llibertat remenats amb mantega, amb pa de sègol i amanida de tomàquet.',
        composition:
          'Ous de gallines criades en llibertat, mantega, cibulet, pa de sègol de massa mare, tomàquet, ceba vermella, sal, pebre.',
      },
      'twarozek-breakfast': {
        name: 'Esmorzar amb twarożek',
        description: 'Formatge fresc de granja amb raves, cogombre i cibulet, servit amb pa de sègol.',
        composition:
          'Formatge twaróg, crema agra, raves, cogombre, cibulet, pa de sègol de massa mare, mantega.',
      },
      'ham-sandwich': {
        name: 'Entrepà de pernil i rave picant',
        description:
          'Pernil fumat, maionesa de rave picant, cogombre en salaó i enciam en un panet de rosella.',
        composition:
          'Panet de rosella (farina de blat), pernil fumat, maionesa (ous, mostassa), rave picant, cogombre en salaó, enciam.',
      },
      'mushroom-toastie': {
        name: 'Entrepà torrat de bolets del bosc',
        description: 'Bolets del bosc saltats i formatge oscypek fumat, torrat.',
        composition:
          'Pa de massa mare (blat, sègol), bolets del bosc variats, formatge oscypek, ceba, mantega, julivert.',
      },
      'apple-mint-lemonade': {
        name: 'Llimonada de poma i menta',
        description: 'Suc de poma tèrbol de Grójec, llima, menta i aigua amb gas.',
        composition: 'Suc de poma, suc de llima, menta fresca, aigua amb gas, sucre de canya, gel.',
      },
      kompot: {
        name: 'Kompot',
        description: 'Beguda casolana freda de guindes i maduixes cuites a foc lent.',
        composition: 'Aigua, guindes, maduixes, sucre.',
      },
    },
  },
  ru: {
    extraGroups: {
      milk: {
        name: 'Молоко',
        options: {
          whole: 'Цельное молоко',
          'lactose-free': 'Безлактозное молоко',
          oat: 'Овсяное молоко',
          soy: 'Соевое молоко',
        },
      },
      syrup: {
        name: 'Сиропы',
        options: {
          vanilla: 'Ванильный сироп',
          gingerbread: 'Пряничный сироп',
          'salted-caramel': 'Сироп «Солёная карамель»',
        },
      },
      shot: { name: 'Дополнительный шот', options: { espresso: 'Дополнительный шот эспрессо' } },
      'tea-addition': {
        name: 'К чаю',
        options: { lemon: 'Долька лимона', honey: 'Гречишный мёд', 'raspberry-juice': 'Малиновый сироп' },
      },
      'cake-addition': {
        name: 'К десерту',
        options: { 'whipped-cream': 'Взбитые сливки', 'vanilla-ice-cream': 'Шарик ванильного мороженого' },
      },
      bread: {
        name: 'Хлеб',
        options: { rye: 'Ржаной хлеб на закваске', 'gluten-free': 'Безглютеновый хлеб' },
      },
    },
    products: {
      espresso: {
        name: 'Эспрессо',
        description: 'Моносорт бразильского кофе, обжаренный в Кракове.',
        composition: 'Эспрессо (18 г кофе арабика, Бразилия Серрадо).',
      },
      cappuccino: {
        name: 'Капучино',
        description: 'Эспрессо со вспененным молоком и щедрым слоем пены.',
        composition: 'Двойной эспрессо, вспененное цельное молоко (150 мл), молочная пена.',
      },
      latte: {
        name: 'Латте',
        description: 'Высокий стакан вспененного молока с шотом эспрессо.',
        composition: 'Эспрессо, вспененное цельное молоко (250 мл), молочная пена.',
      },
      'flat-white': {
        name: 'Флэт уайт',
        description: 'Двойной ристретто с шелковистой микропеной.',
        composition: 'Двойной ристретто, вспененное цельное молоко (160 мл).',
      },
      'linden-tea': {
        name: 'Липовый чай',
        description: 'Липовый цвет, собранный в Малопольше, подаём в стеклянном чайнике.',
        composition: 'Сушёный липовый цвет, горячая вода.',
      },
      'black-tea-with-raspberry': {
        name: 'Чёрный чай с малиной',
        description: 'Крепкий чёрный чай с домашним малиновым сиропом, как пьют в Польше.',
        composition: 'Чёрный чай, малиновый сироп (малина, сахар), горячая вода.',
      },
      'krakow-cheesecake': {
        name: 'Краковский чизкейк',
        description: 'Запечённый творожный чизкейк с изюмом и решёткой из теста.',
        composition: 'Творог, яйца, сахар, сливочное масло, пшеничная мука, изюм, ваниль, лимонная цедра.',
      },
      szarlotka: {
        name: 'Шарлотка',
        description: 'Яблочный пирог по-бабушкиному, с корицей и хрустящей крошкой.',
        composition: 'Яблоки, пшеничная мука, сливочное масло, сахар, яйца, корица, разрыхлитель.',
      },
      'paczek-with-rose-jam': {
        name: 'Пончик с розовым вареньем',
        description:
          'Пышный польский пончик с вареньем из лепестков розы, глазированный, с апельсиновой цедрой.',
        composition:
          'Пшеничная мука, молоко, яйца, сливочное масло, сахар, дрожжи, варенье из лепестков розы, цукаты из апельсиновой корки, спирт, рапсовое масло.',
      },
      'scrambled-eggs-with-chives': {
        name: 'Яичница-болтунья с зелёным луком',
        description:
          'Три яйца от кур свободного выгула, взбитые на сливочном масле, с ржаным хлебом и салатом из помидоров.',
        composition:
          'Яйца от кур свободного выгула, сливочное масло, зелёный лук, ржаной хлеб на закваске, помидор, красный лук, соль, перец.',
      },
      'twarozek-breakfast': {
        name: 'Завтрак с творогом',
        description: 'Свежий творог с редисом, огурцом и зелёным луком, с ржаным хлебом.',
        composition: 'Творог, сметана, редис, огурец, зелёный лук, ржаной хлеб на закваске, сливочное масло.',
      },
      'ham-sandwich': {
        name: 'Сэндвич с ветчиной и хреном',
        description: 'Копчёная ветчина, майонез с хреном, квашеный огурец и салат в булочке с маком.',
        composition:
          'Булочка с маком (пшеничная мука), копчёная ветчина, майонез (яйца, горчица), хрен, квашеный огурец, салат.',
      },
      'mushroom-toastie': {
        name: 'Тост с лесными грибами',
        description: 'Обжаренные лесные грибы и копчёный сыр оскыпек, запечённые в тосте.',
        composition:
          'Хлеб на закваске (пшеница, рожь), лесные грибы, сыр оскыпек, лук, сливочное масло, петрушка.',
      },
      'apple-mint-lemonade': {
        name: 'Яблочно-мятный лимонад',
        description: 'Нефильтрованный яблочный сок из Груеца, лайм, мята и газированная вода.',
        composition: 'Яблочный сок, сок лайма, свежая мята, газированная вода, тростниковый сахар, лёд.',
      },
      kompot: {
        name: 'Компот',
        description: 'Домашний охлаждённый напиток из сваренных вишни и клубники.',
        composition: 'Вода, вишня, клубника, сахар.',
      },
    },
  },
  sr: {
    extraGroups: {
      milk: {
        name: 'Млеко',
        options: {
          whole: 'Пуномасно млеко',
          'lactose-free': 'Млеко без лактозе',
          oat: 'Овсено млеко',
          soy: 'Сојино млеко',
        },
      },
      syrup: {
        name: 'Сирупи',
        options: {
          vanilla: 'Сируп од ваниле',
          gingerbread: 'Сируп од медењака',
          'salted-caramel': 'Сируп од слане карамеле',
        },
      },
      shot: { name: 'Додатни шот', options: { espresso: 'Додатни шот еспреса' } },
      'tea-addition': {
        name: 'Уз чај',
        options: { lemon: 'Кришка лимуна', honey: 'Мед од хељде', 'raspberry-juice': 'Сируп од малине' },
      },
      'cake-addition': {
        name: 'Уз колач',
        options: { 'whipped-cream': 'Шлаг', 'vanilla-ice-cream': 'Куглица сладоледа од ваниле' },
      },
      bread: {
        name: 'Хлеб',
        options: { rye: 'Ражани хлеб од киселог теста', 'gluten-free': 'Хлеб без глутена' },
      },
    },
    products: {
      espresso: {
        name: 'Еспресо',
        description: 'Еспресо од бразилске кафе једног порекла, пржене у Кракову.',
        composition: 'Еспресо (18 г арабика кафе, Бразил Серадо).',
      },
      cappuccino: {
        name: 'Капучино',
        description: 'Еспресо са запењеним млеком и издашним слојем пене.',
        composition: 'Дупли еспресо, запењено пуномасно млеко (150 мл), млечна пена.',
      },
      latte: {
        name: 'Лате',
        description: 'Висока чаша запењеног млека са еспресом.',
        composition: 'Еспресо, запењено пуномасно млеко (250 мл), млечна пена.',
      },
      'flat-white': {
        name: 'Флет вајт',
        description: 'Дупли ристрето са свиленкастом микропеном.',
        composition: 'Дупли ристрето, запењено пуномасно млеко (160 мл).',
      },
      'linden-tea': {
        name: 'Чај од липе',
        description: 'Цвет липе убран у Малопољској, служи се у стакленом чајнику.',
        composition: 'Сушени цвет липе, врела вода.',
      },
      'black-tea-with-raspberry': {
        name: 'Црни чај са малином',
        description: 'Јак црни чај са домаћим сирупом од малине, како се пије у Пољској.',
        composition: 'Црни чај, сируп од малине (малине, шећер), врела вода.',
      },
      'krakow-cheesecake': {
        name: 'Краковски колач са сиром',
        description: 'Печени колач од свежег сира са сувим грожђем и решетком од теста.',
        composition: 'Свежи сир, јаја, шећер, путер, пшенично брашно, суво грожђе, ванила, кора лимуна.',
      },
      szarlotka: {
        name: 'Шарлотка',
        description: 'Пита од јабука као код баке, са циметом и штрајзлом.',
        composition: 'Јабуке, пшенично брашно, путер, шећер, јаја, цимет, прашак за пециво.',
      },
      'paczek-with-rose-jam': {
        name: 'Крофна са џемом од руже',
        description: 'Мекана пољска крофна пуњена џемом од латица руже, глазирана, са кором поморанџе.',
        composition:
          'Пшенично брашно, млеко, јаја, путер, шећер, квасац, џем од латица руже, ушећерена кора поморанџе, алкохол, уље уљане репице.',
      },
      'scrambled-eggs-with-chives': {
        name: 'Кајгана са влашцем',
        description:
          'Три јаја из слободног узгоја умућена на путеру, са ражаним хлебом и салатом од парадајза.',
        composition:
          'Јаја из слободног узгоја, путер, влашац, ражани хлеб од киселог теста, парадајз, црвени лук, со, бибер.',
      },
      'twarozek-breakfast': {
        name: 'Доручак са свежим сиром',
        description: 'Свеж крављи сир са ротквицама, краставцем и влашцем, уз ражани хлеб.',
        composition: 'Свежи сир, павлака, ротквице, краставац, влашац, ражани хлеб од киселог теста, путер.',
      },
      'ham-sandwich': {
        name: 'Сендвич са шунком и реном',
        description: 'Димљена шунка, мајонез са реном, кисели краставчић и зелена салата у земички са маком.',
        composition:
          'Земичка са маком (пшенично брашно), димљена шунка, мајонез (јаја, сенф), рен, кисели краставчић, зелена салата.',
      },
      'mushroom-toastie': {
        name: 'Тост са шумским печуркама',
        description: 'Пржене шумске печурке и димљени сир оскипек, запечени у тосту.',
        composition:
          'Хлеб од киселог теста (пшеница, раж), мешавина шумских печурака, сир оскипек, црни лук, путер, першун.',
      },
      'apple-mint-lemonade': {
        name: 'Лимунада од јабуке и нане',
        description: 'Мутни сок од јабуке из Гројеца, лимета, нана и газирана вода.',
        composition: 'Сок од јабуке, сок од лимете, свежа нана, газирана вода, шећер од трске, лед.',
      },
      kompot: {
        name: 'Компот',
        description: 'Домаћи расхлађени напитак од куваних вишања и јагода.',
        composition: 'Вода, вишње, јагоде, шећер.',
      },
    },
  },
};
