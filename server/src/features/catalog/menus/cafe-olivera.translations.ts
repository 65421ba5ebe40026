import type { SeedProvider } from '../seed-types';

// Café Olivera's menu in the eight languages besides English: Catalan (the place's own) first.
export const translations: SeedProvider['translations'] = {
  ca: {
    extraGroups: {
      milk: {
        name: 'Llet',
        options: {
          whole: 'Llet sencera',
          'lactose-free': 'Llet sense lactosa',
          oat: 'Beguda de civada',
          soy: 'Beguda de soja',
          almond: "Beguda d'ametlla",
        },
      },
      syrup: {
        name: 'Xarops',
        options: {
          vanilla: 'Xarop de vainilla',
          caramel: 'Xarop de caramel',
          hazelnut: "Xarop d'avellana",
          cinnamon: 'Xarop de canyella',
        },
      },
      shot: { name: 'Cafè extra', options: { espresso: 'Espresso extra', decaf: 'Descafeïnat extra' } },
      topping: {
        name: 'Cobertures',
        options: { 'whipped-cream': 'Nata muntada', cocoa: 'Pols de cacau', cinnamon: 'Pols de canyella' },
      },
      spread: {
        name: 'Per untar',
        options: {
          butter: 'Mantega salada',
          jam: 'Melmelada de maduixa',
          chocolate: 'Crema de xocolata i avellana',
        },
      },
      'breakfast-side': {
        name: 'Acompanyaments',
        options: {
          avocado: 'Mig alvocat',
          egg: 'Ou escalfat',
          salmon: 'Salmó fumat',
          bacon: 'Cansalada cruixent',
        },
      },
    },
    products: {
      espresso: {
        name: 'Espresso',
        description: 'Un cafè curt i intens del nostre cafè de la casa, de Huila (Colòmbia).',
        composition: 'Espresso (18 g de cafè aràbica, Colòmbia Huila, torrat mitjà).',
      },
      cortado: {
        name: 'Tallat',
        description: 'Espresso tallat amb un raig de llet vaporitzada i sedosa.',
        composition: 'Espresso, llet sencera vaporitzada (40 ml).',
      },
      cappuccino: {
        name: 'Caputxino',
        description: 'Doble espresso sota una capa gruixuda d’escuma de llet vellutada.',
        composition: 'Doble espresso, llet sencera vaporitzada (150 ml), escuma de llet.',
      },
      'flat-white': {
        name: 'Flat white',
        description: 'Doble ristretto amb llet de textura fina i una capa prima de microescuma.',
        composition: 'Doble ristretto, llet sencera vaporitzada (160 ml).',
      },
      'caffe-latte': {
        name: 'Cafè amb llet',
        description: 'Suau i cremós: un espresso en un got alt de llet vaporitzada.',
        composition: 'Espresso, llet sencera vaporitzada (250 ml), escuma de llet lleugera.',
      },
      mocha: {
        name: 'Cafè moca',
        description: 'Espresso, xocolata negra belga i llet vaporitzada, acabat amb cacau.',
        composition:
          'Espresso, llet sencera vaporitzada, salsa de xocolata negra (pasta de cacau, sucre, mantega de cacau, lecitina de soja), cacau en pols.',
      },
      'matcha-latte': {
        name: 'Matcha latte',
        description: "Matcha de qualitat cerimonial d'Uji batut amb llet vaporitzada.",
        composition: 'Te verd matcha en pols (3 g), llet sencera vaporitzada, sucre de canya.',
      },
      'chai-latte': {
        name: 'Chai latte',
        description: 'Te negre infusionat amb cardamom, canyella, gingebre i clau, amb llet vaporitzada.',
        composition:
          'Te negre, espècies (cardamom, canyella, gingebre, clau, pebre negre), sucre de canya, llet sencera vaporitzada.',
      },
      'english-breakfast-tea': {
        name: 'Te English Breakfast',
        description: 'Una tetera intensa de te negre d’Assam i Ceilan.',
        composition: 'Te negre (Assam, Ceilan), aigua calenta.',
      },
      'butter-croissant': {
        name: 'Croissant de mantega',
        description: 'Fet cada matí amb mantega francesa AOP: cruixent per fora, tendre per dins.',
        composition: 'Farina de blat, mantega (28 %), aigua, sucre, llevat, ous, sal.',
      },
      'pain-au-chocolat': {
        name: 'Napolitana de xocolata',
        description: 'Massa fullada de mantega embolicant dues barres de xocolata negra.',
        composition:
          'Farina de blat, mantega, xocolata negra (pasta de cacau, sucre, mantega de cacau, lecitina de soja), aigua, sucre, llevat, ous, sal.',
      },
      'almond-croissant': {
        name: "Croissant d'ametlla",
        description:
          "Croissant enfornat dues vegades, farcit de crema d'ametlla i cobert d'ametlla laminada.",
        composition:
          "Croissant (farina de blat, mantega, ous, sucre, llevat), crema d'ametlla (ametlles, mantega, sucre, ous), ametlla laminada, sucre llustre.",
      },
      'cinnamon-roll': {
        name: 'Rol·lo de canyella',
        description: 'Espiral de brioix tendre amb sucre i canyella i un glasejat de formatge cremós.',
        composition:
          'Farina de blat, llet, mantega, sucre, ous, canyella, llevat, formatge cremós, sucre llustre, sal.',
      },
      'avocado-toast': {
        name: "Torrada d'alvocat",
        description:
          'Pa de massa mare torrat amb alvocat aixafat, llima, bitxo en escates i llavors torrades.',
        composition:
          "Pa de massa mare (blat, sègol), alvocat, suc de llima, oli d'oliva, bitxo en escates, llavors de sèsam i de gira-sol, sal marina.",
      },
      'eggs-benedict': {
        name: 'Ous Benedict',
        description: 'Dos ous escalfats sobre un muffin anglès torrat amb pernil i salsa holandesa.',
        composition:
          'Muffin anglès (farina de blat, llet, llevat), ous de gallines criades en llibertat, pernil cuit, salsa holandesa (rovell d’ou, mantega, llimona, mostassa).',
      },
      'granola-bowl': {
        name: 'Bol de granola',
        description: 'Granola de mel feta a casa amb iogurt grec i fruita de temporada.',
        composition:
          'Civada, mel, avellanes, ametlles, llavors de gira-sol, iogurt grec, fruita de temporada, menta.',
      },
      'fresh-orange-juice': {
        name: 'Suc de taronja natural',
        description: 'Taronges valencianes, espremudes al moment.',
        composition: '100 % suc de taronja acabat d’esprémer (300 ml).',
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
          almond: 'Bebida de almendra',
        },
      },
      syrup: {
        name: 'Siropes',
        options: {
          vanilla: 'Sirope de vainilla',
          caramel: 'Sirope de caramelo',
          hazelnut: 'Sirope de avellana',
          cinnamon: 'Sirope de canela',
        },
      },
      shot: { name: 'Café extra', options: { espresso: 'Espresso extra', decaf: 'Descafeinado extra' } },
      topping: {
        name: 'Coberturas',
        options: {
          'whipped-cream': 'Nata montada',
          cocoa: 'Cacao espolvoreado',
          cinnamon: 'Canela espolvoreada',
        },
      },
      spread: {
        name: 'Para untar',
        options: {
          butter: 'Mantequilla salada',
          jam: 'Mermelada de fresa',
          chocolate: 'Crema de cacao y avellanas',
        },
      },
      'breakfast-side': {
        name: 'Acompañamientos',
        options: {
          avocado: 'Medio aguacate',
          egg: 'Huevo escalfado',
          salmon: 'Salmón ahumado',
          bacon: 'Beicon crujiente',
        },
      },
    },
    products: {
      espresso: {
        name: 'Espresso',
        description: 'Un café corto e intenso de nuestra mezcla de la casa, de Huila (Colombia).',
        composition: 'Espresso (18 g de café arábica, Colombia Huila, tueste medio).',
      },
      cortado: {
        name: 'Cortado',
        description: 'Espresso cortado con un chorrito de leche vaporizada y sedosa.',
        composition: 'Espresso, leche entera vaporizada (40 ml).',
      },
      cappuccino: {
        name: 'Capuchino',
        description: 'Doble espresso bajo una gruesa capa de espuma de leche aterciopelada.',
        composition: 'Doble espresso, leche entera vaporizada (150 ml), espuma de leche.',
      },
      'flat-white': {
        name: 'Flat white',
        description: 'Doble ristretto con leche de textura fina y una capa fina de microespuma.',
        composition: 'Doble ristretto, leche entera vaporizada (160 ml).',
      },
      'caffe-latte': {
        name: 'Café con leche',
        description: 'Suave y cremoso: un espresso en un vaso alto de leche vaporizada.',
        composition: 'Espresso, leche entera vaporizada (250 ml), espuma de leche ligera.',
      },
      mocha: {
        name: 'Café moca',
        description: 'Espresso, chocolate negro belga y leche vaporizada, terminado con cacao.',
        composition:
          'Espresso, leche entera vaporizada, salsa de chocolate negro (pasta de cacao, azúcar, manteca de cacao, lecitina de soja), cacao en polvo.',
      },
      'matcha-latte': {
        name: 'Matcha latte',
        description: 'Matcha de grado ceremonial de Uji batido con leche vaporizada.',
        composition: 'Té verde matcha en polvo (3 g), leche entera vaporizada, azúcar de caña.',
      },
      'chai-latte': {
        name: 'Chai latte',
        description: 'Té negro infusionado con cardamomo, canela, jengibre y clavo, con leche vaporizada.',
        composition:
          'Té negro, especias (cardamomo, canela, jengibre, clavo, pimienta negra), azúcar de caña, leche entera vaporizada.',
      },
      'english-breakfast-tea': {
        name: 'Té English Breakfast',
        description: 'Una tetera intensa de té negro de Assam y Ceilán.',
        composition: 'Té negro (Assam, Ceilán), agua caliente.',
      },
      'butter-croissant': {
        name: 'Cruasán de mantequilla',
        description:
          'Horneado cada mañana con mantequilla francesa AOP: crujiente por fuera, tierno por dentro.',
        composition: 'Harina de trigo, mantequilla (28 %), agua, azúcar, levadura, huevos, sal.',
      },
      'pain-au-chocolat': {
        name: 'Napolitana de chocolate',
        description: 'Masa hojaldrada de mantequilla envolviendo dos barritas de chocolate negro.',
        composition:
          'Harina de trigo, mantequilla, chocolate negro (pasta de cacao, azúcar, manteca de cacao, lecitina de soja), agua, azúcar, levadura, huevos, sal.',
      },
      'almond-croissant': {
        name: 'Cruasán de almendra',
        description:
          'Cruasán horneado dos veces, relleno de crema de almendra y cubierto de almendra laminada.',
        composition:
          'Cruasán (harina de trigo, mantequilla, huevos, azúcar, levadura), crema de almendra (almendras, mantequilla, azúcar, huevos), almendra laminada, azúcar glas.',
      },
      'cinnamon-roll': {
        name: 'Rollo de canela',
        description: 'Espiral de brioche tierno con azúcar y canela y un glaseado de queso crema.',
        composition:
          'Harina de trigo, leche, mantequilla, azúcar, huevos, canela, levadura, queso crema, azúcar glas, sal.',
      },
      'avocado-toast': {
        name: 'Tostada de aguacate',
        description:
          'Pan de masa madre tostado con aguacate machacado, lima, copos de guindilla y semillas tostadas.',
        composition:
          'Pan de masa madre (trigo, centeno), aguacate, zumo de lima, aceite de oliva, copos de guindilla, semillas de sésamo y girasol, sal marina.',
      },
      'eggs-benedict': {
        name: 'Huevos Benedict',
        description: 'Dos huevos escalfados sobre un muffin inglés tostado con jamón y salsa holandesa.',
        composition:
          'Muffin inglés (harina de trigo, leche, levadura), huevos camperos, jamón cocido, salsa holandesa (yema de huevo, mantequilla, limón, mostaza).',
      },
      'granola-bowl': {
        name: 'Bol de granola',
        description: 'Granola de miel hecha en casa con yogur griego y fruta de temporada.',
        composition:
          'Avena, miel, avellanas, almendras, pipas de girasol, yogur griego, fruta de temporada, menta.',
      },
      'fresh-orange-juice': {
        name: 'Zumo de naranja natural',
        description: 'Naranjas valencianas, exprimidas al momento.',
        composition: '100 % zumo de naranja recién exprimido (300 ml).',
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
          almond: 'Mandeldrink',
        },
      },
      syrup: {
        name: 'Sirups',
        options: {
          vanilla: 'Vanillesirup',
          caramel: 'Karamellsirup',
          hazelnut: 'Haselnusssirup',
          cinnamon: 'Zimtsirup',
        },
      },
      shot: {
        name: 'Extra Shot',
        options: { espresso: 'Extra Espresso-Shot', decaf: 'Extra Shot entkoffeiniert' },
      },
      topping: {
        name: 'Toppings',
        options: { 'whipped-cream': 'Schlagsahne', cocoa: 'Kakaopulver', cinnamon: 'Zimtpulver' },
      },
      spread: {
        name: 'Aufstriche',
        options: { butter: 'Gesalzene Butter', jam: 'Erdbeerkonfitüre', chocolate: 'Nuss-Nougat-Creme' },
      },
      'breakfast-side': {
        name: 'Beilagen',
        options: {
          avocado: 'Halbe Avocado',
          egg: 'Pochiertes Ei',
          salmon: 'Räucherlachs',
          bacon: 'Knuspriger Speck',
        },
      },
    },
    products: {
      espresso: {
        name: 'Espresso',
        description: 'Ein kurzer, kräftiger Shot unserer Hausmischung aus Huila, Kolumbien.',
        composition: 'Espresso (18 g Arabica-Kaffee, Kolumbien Huila, mittlere Röstung).',
      },
      cortado: {
        name: 'Cortado',
        description: 'Espresso mit einem Schuss seidig aufgeschäumter Milch.',
        composition: 'Espresso, aufgeschäumte Vollmilch (40 ml).',
      },
      cappuccino: {
        name: 'Cappuccino',
        description: 'Doppelter Espresso unter einer dicken Haube aus samtigem Milchschaum.',
        composition: 'Doppelter Espresso, aufgeschäumte Vollmilch (150 ml), Milchschaum.',
      },
      'flat-white': {
        name: 'Flat White',
        description: 'Doppelter Ristretto mit fein texturierter Milch und einer dünnen Schicht Mikroschaum.',
        composition: 'Doppelter Ristretto, aufgeschäumte Vollmilch (160 ml).',
      },
      'caffe-latte': {
        name: 'Caffè Latte',
        description: 'Mild und cremig: ein Espresso in einem hohen Glas aufgeschäumter Milch.',
        composition: 'Espresso, aufgeschäumte Vollmilch (250 ml), leichter Milchschaum.',
      },
      mocha: {
        name: 'Café Mocha',
        description: 'Espresso, dunkle belgische Schokolade und aufgeschäumte Milch, mit Kakao vollendet.',
        composition:
          'Espresso, aufgeschäumte Vollmilch, dunkle Schokoladensauce (Kakaomasse, Zucker, Kakaobutter, Sojalecithin), Kakaopulver.',
      },
      'matcha-latte': {
        name: 'Matcha Latte',
        description: 'Matcha in Zeremonie-Qualität aus Uji, mit aufgeschäumter Milch aufgeschlagen.',
        composition: 'Matcha-Grünteepulver (3 g), aufgeschäumte Vollmilch, Rohrzucker.',
      },
      'chai-latte': {
        name: 'Chai Latte',
        description: 'Schwarztee mit Kardamom, Zimt, Ingwer und Nelke, mit aufgeschäumter Milch.',
        composition:
          'Schwarztee, Gewürze (Kardamom, Zimt, Ingwer, Nelke, schwarzer Pfeffer), Rohrzucker, aufgeschäumte Vollmilch.',
      },
      'english-breakfast-tea': {
        name: 'English Breakfast Tea',
        description: 'Eine kräftige Kanne Schwarztee aus Assam und Ceylon.',
        composition: 'Schwarztee (Assam, Ceylon), heißes Wasser.',
      },
      'butter-croissant': {
        name: 'Buttercroissant',
        description: 'Jeden Morgen mit französischer AOP-Butter gebacken: außen blättrig, innen weich.',
        composition: 'Weizenmehl, Butter (28 %), Wasser, Zucker, Hefe, Eier, Salz.',
      },
      'pain-au-chocolat': {
        name: 'Pain au Chocolat',
        description: 'Butterblätterteig um zwei Riegel dunkle Schokolade.',
        composition:
          'Weizenmehl, Butter, dunkle Schokolade (Kakaomasse, Zucker, Kakaobutter, Sojalecithin), Wasser, Zucker, Hefe, Eier, Salz.',
      },
      'almond-croissant': {
        name: 'Mandelcroissant',
        description: 'Zweimal gebackenes Croissant mit Mandel-Frangipane, belegt mit Mandelblättchen.',
        composition:
          'Croissant (Weizenmehl, Butter, Eier, Zucker, Hefe), Mandelcreme (Mandeln, Butter, Zucker, Eier), Mandelblättchen, Puderzucker.',
      },
      'cinnamon-roll': {
        name: 'Zimtschnecke',
        description: 'Weiche Brioche-Schnecke mit Zimtzucker und Frischkäseglasur.',
        composition: 'Weizenmehl, Milch, Butter, Zucker, Eier, Zimt, Hefe, Frischkäse, Puderzucker, Salz.',
      },
      'avocado-toast': {
        name: 'Avocado-Toast',
        description: 'Sauerteigtoast mit zerdrückter Avocado, Limette, Chiliflocken und gerösteten Saaten.',
        composition:
          'Sauerteigbrot (Weizen, Roggen), Avocado, Limettensaft, Olivenöl, Chiliflocken, Sesam und Sonnenblumenkerne, Meersalz.',
      },
      'eggs-benedict': {
        name: 'Eggs Benedict',
        description:
          'Zwei pochierte Eier auf einem getoasteten English Muffin mit Schinken und Sauce hollandaise.',
        composition:
          'English Muffin (Weizenmehl, Milch, Hefe), Freilandeier, Kochschinken, Sauce hollandaise (Eigelb, Butter, Zitrone, Senf).',
      },
      'granola-bowl': {
        name: 'Granola-Bowl',
        description: 'Hausgebackenes Honig-Granola mit griechischem Joghurt und Früchten der Saison.',
        composition:
          'Haferflocken, Honig, Haselnüsse, Mandeln, Sonnenblumenkerne, griechischer Joghurt, Früchte der Saison, Minze.',
      },
      'fresh-orange-juice': {
        name: 'Frisch gepresster Orangensaft',
        description: 'Orangen aus Valencia, auf Bestellung gepresst.',
        composition: '100 % frisch gepresster Orangensaft (300 ml).',
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
          almond: 'Boisson à l’amande',
        },
      },
      syrup: {
        name: 'Sirops',
        options: {
          vanilla: 'Sirop de vanille',
          caramel: 'Sirop de caramel',
          hazelnut: 'Sirop de noisette',
          cinnamon: 'Sirop de cannelle',
        },
      },
      shot: {
        name: 'Shot supplémentaire',
        options: { espresso: 'Espresso supplémentaire', decaf: 'Déca supplémentaire' },
      },
      topping: {
        name: 'Garnitures',
        options: { 'whipped-cream': 'Chantilly', cocoa: 'Cacao en poudre', cinnamon: 'Cannelle en poudre' },
      },
      spread: {
        name: 'À tartiner',
        options: {
          butter: 'Beurre demi-sel',
          jam: 'Confiture de fraises',
          chocolate: 'Pâte à tartiner chocolat-noisette',
        },
      },
      'breakfast-side': {
        name: 'Accompagnements',
        options: {
          avocado: 'Demi-avocat',
          egg: 'Œuf poché',
          salmon: 'Saumon fumé',
          bacon: 'Bacon croustillant',
        },
      },
    },
    products: {
      espresso: {
        name: 'Espresso',
        description: 'Un café court et intense de notre mélange maison, de Huila (Colombie).',
        composition: 'Espresso (18 g de café arabica, Colombie Huila, torréfaction moyenne).',
      },
      cortado: {
        name: 'Cortado',
        description: 'Un espresso coupé d’un trait de lait chaud soyeux.',
        composition: 'Espresso, lait entier chauffé à la vapeur (40 ml).',
      },
      cappuccino: {
        name: 'Cappuccino',
        description: 'Double espresso sous une épaisse couche de mousse de lait veloutée.',
        composition: 'Double espresso, lait entier chauffé à la vapeur (150 ml), mousse de lait.',
      },
      'flat-white': {
        name: 'Flat white',
        description: 'Double ristretto, lait finement texturé et une fine couche de micromousse.',
        composition: 'Double ristretto, lait entier chauffé à la vapeur (160 ml).',
      },
      'caffe-latte': {
        name: 'Caffè latte',
        description: 'Doux et crémeux : un espresso dans un grand verre de lait chaud.',
        composition: 'Espresso, lait entier chauffé à la vapeur (250 ml), légère mousse de lait.',
      },
      mocha: {
        name: 'Café moka',
        description: 'Espresso, chocolat noir belge et lait chaud, saupoudré de cacao.',
        composition:
          'Espresso, lait entier chauffé à la vapeur, sauce au chocolat noir (pâte de cacao, sucre, beurre de cacao, lécithine de soja), cacao en poudre.',
      },
      'matcha-latte': {
        name: 'Matcha latte',
        description: 'Matcha de qualité cérémonielle d’Uji, fouetté avec du lait chaud.',
        composition: 'Thé vert matcha en poudre (3 g), lait entier chauffé à la vapeur, sucre de canne.',
      },
      'chai-latte': {
        name: 'Chai latte',
        description:
          'Thé noir infusé à la cardamome, à la cannelle, au gingembre et au clou de girofle, avec du lait chaud.',
        composition:
          'Thé noir, épices (cardamome, cannelle, gingembre, clou de girofle, poivre noir), sucre de canne, lait entier chauffé à la vapeur.',
      },
      'english-breakfast-tea': {
        name: 'Thé English Breakfast',
        description: 'Une théière de thé noir corsé d’Assam et de Ceylan.',
        composition: 'Thé noir (Assam, Ceylan), eau chaude.',
      },
      'butter-croissant': {
        name: 'Croissant au beurre',
        description: 'Cuit chaque matin au beurre français AOP : feuilleté dehors, moelleux dedans.',
        composition: 'Farine de blé, beurre (28 %), eau, sucre, levure, œufs, sel.',
      },
      'pain-au-chocolat': {
        name: 'Pain au chocolat',
        description: 'Pâte feuilletée au beurre enroulée autour de deux barres de chocolat noir.',
        composition:
          'Farine de blé, beurre, chocolat noir (pâte de cacao, sucre, beurre de cacao, lécithine de soja), eau, sucre, levure, œufs, sel.',
      },
      'almond-croissant': {
        name: 'Croissant aux amandes',
        description: 'Croissant cuit deux fois, garni de frangipane et parsemé d’amandes effilées.',
        composition:
          'Croissant (farine de blé, beurre, œufs, sucre, levure), crème d’amande (amandes, beurre, sucre, œufs), amandes effilées, sucre glace.',
      },
      'cinnamon-roll': {
        name: 'Roulé à la cannelle',
        description: 'Brioche moelleuse roulée au sucre à la cannelle, nappée d’un glaçage au fromage frais.',
        composition:
          'Farine de blé, lait, beurre, sucre, œufs, cannelle, levure, fromage frais, sucre glace, sel.',
      },
      'avocado-toast': {
        name: 'Tartine à l’avocat',
        description:
          'Pain au levain grillé, avocat écrasé, citron vert, piment en flocons et graines torréfiées.',
        composition:
          'Pain au levain (blé, seigle), avocat, jus de citron vert, huile d’olive, piment en flocons, graines de sésame et de tournesol, sel de mer.',
      },
      'eggs-benedict': {
        name: 'Œufs Bénédicte',
        description: 'Deux œufs pochés sur un muffin anglais grillé, avec jambon et sauce hollandaise.',
        composition:
          'Muffin anglais (farine de blé, lait, levure), œufs de poules élevées en plein air, jambon cuit, sauce hollandaise (jaune d’œuf, beurre, citron, moutarde).',
      },
      'granola-bowl': {
        name: 'Bol de granola',
        description: 'Granola au miel fait maison, yaourt grec et fruits de saison.',
        composition:
          'Flocons d’avoine, miel, noisettes, amandes, graines de tournesol, yaourt grec, fruits de saison, menthe.',
      },
      'fresh-orange-juice': {
        name: 'Jus d’orange pressé',
        description: 'Oranges de Valence, pressées à la minute.',
        composition: '100 % pur jus d’orange fraîchement pressé (300 ml).',
      },
    },
  },
  pl: {
    extraGroups: {
      milk: {
        name: 'Mleko',
        options: {
          whole: 'Mleko pełne',
          'lactose-free': 'Mleko bez laktozy',
          oat: 'Napój owsiany',
          soy: 'Napój sojowy',
          almond: 'Napój migdałowy',
        },
      },
      syrup: {
        name: 'Syropy',
        options: {
          vanilla: 'Syrop waniliowy',
          caramel: 'Syrop karmelowy',
          hazelnut: 'Syrop z orzechów laskowych',
          cinnamon: 'Syrop cynamonowy',
        },
      },
      shot: {
        name: 'Dodatkowe espresso',
        options: { espresso: 'Dodatkowa porcja espresso', decaf: 'Dodatkowa porcja kawy bezkofeinowej' },
      },
      topping: {
        name: 'Na wierzch',
        options: {
          'whipped-cream': 'Bita śmietana',
          cocoa: 'Posypka z kakao',
          cinnamon: 'Posypka z cynamonu',
        },
      },
      spread: {
        name: 'Do smarowania',
        options: {
          butter: 'Masło solone',
          jam: 'Dżem truskawkowy',
          chocolate: 'Krem czekoladowo-orzechowy',
        },
      },
      'breakfast-side': {
        name: 'Dodatki',
        options: {
          avocado: 'Pół awokado',
          egg: 'Jajko w koszulce',
          salmon: 'Łosoś wędzony',
          bacon: 'Chrupiący bekon',
        },
      },
    },
    products: {
      espresso: {
        name: 'Espresso',
        description: 'Krótkie, intensywne espresso z naszej firmowej mieszanki z Huili w Kolumbii.',
        composition: 'Espresso (18 g kawy arabika, Kolumbia Huila, średnie palenie).',
      },
      cortado: {
        name: 'Cortado',
        description: 'Espresso z odrobiną aksamitnego spienionego mleka.',
        composition: 'Espresso, spienione mleko pełne (40 ml).',
      },
      cappuccino: {
        name: 'Cappuccino',
        description: 'Podwójne espresso pod grubą warstwą aksamitnej pianki mlecznej.',
        composition: 'Podwójne espresso, spienione mleko pełne (150 ml), pianka mleczna.',
      },
      'flat-white': {
        name: 'Flat white',
        description: 'Podwójne ristretto z delikatnie spienionym mlekiem i cienką warstwą mikropianki.',
        composition: 'Podwójne ristretto, spienione mleko pełne (160 ml).',
      },
      'caffe-latte': {
        name: 'Caffè latte',
        description: 'Łagodna i kremowa: porcja espresso w wysokiej szklance spienionego mleka.',
        composition: 'Espresso, spienione mleko pełne (250 ml), lekka pianka mleczna.',
      },
      mocha: {
        name: 'Kawa mocha',
        description: 'Espresso, ciemna belgijska czekolada i spienione mleko, posypane kakao.',
        composition:
          'Espresso, spienione mleko pełne, sos z ciemnej czekolady (miazga kakaowa, cukier, masło kakaowe, lecytyna sojowa), kakao w proszku.',
      },
      'matcha-latte': {
        name: 'Matcha latte',
        description: 'Matcha ceremonialnej jakości z Uji, ubita ze spienionym mlekiem.',
        composition: 'Zielona herbata matcha w proszku (3 g), spienione mleko pełne, cukier trzcinowy.',
      },
      'chai-latte': {
        name: 'Chai latte',
        description:
          'Czarna herbata parzona z kardamonem, cynamonem, imbirem i goździkami, ze spienionym mlekiem.',
        composition:
          'Czarna herbata, przyprawy (kardamon, cynamon, imbir, goździki, czarny pieprz), cukier trzcinowy, spienione mleko pełne.',
      },
      'english-breakfast-tea': {
        name: 'Herbata English Breakfast',
        description: 'Dzbanek mocnej czarnej herbaty z Assamu i Cejlonu.',
        composition: 'Czarna herbata (Assam, Cejlon), gorąca woda.',
      },
      'butter-croissant': {
        name: 'Croissant maślany',
        description: 'Pieczony co rano na francuskim maśle AOP: chrupiący z zewnątrz, miękki w środku.',
        composition: 'Mąka pszenna, masło (28%), woda, cukier, drożdże, jajka, sól.',
      },
      'pain-au-chocolat': {
        name: 'Pain au chocolat',
        description: 'Maślane ciasto francuskie drożdżowe zawinięte wokół dwóch batoników ciemnej czekolady.',
        composition:
          'Mąka pszenna, masło, ciemna czekolada (miazga kakaowa, cukier, masło kakaowe, lecytyna sojowa), woda, cukier, drożdże, jajka, sól.',
      },
      'almond-croissant': {
        name: 'Croissant migdałowy',
        description:
          'Dwukrotnie pieczony croissant z kremem migdałowym frangipane, posypany płatkami migdałów.',
        composition:
          'Croissant (mąka pszenna, masło, jajka, cukier, drożdże), krem migdałowy (migdały, masło, cukier, jajka), płatki migdałów, cukier puder.',
      },
      'cinnamon-roll': {
        name: 'Cynamonka',
        description: 'Miękki ślimak z ciasta brioche z cukrem i cynamonem, z polewą z serka śmietankowego.',
        composition:
          'Mąka pszenna, mleko, masło, cukier, jajka, cynamon, drożdże, serek śmietankowy, cukier puder, sól.',
      },
      'avocado-toast': {
        name: 'Tost z awokado',
        description:
          'Tost z chleba na zakwasie z rozgniecionym awokado, limonką, płatkami chili i prażonymi pestkami.',
        composition:
          'Chleb na zakwasie (pszenny, żytni), awokado, sok z limonki, oliwa z oliwek, płatki chili, sezam i pestki słonecznika, sól morska.',
      },
      'eggs-benedict': {
        name: 'Jajka po benedyktyńsku',
        description:
          'Dwa jajka w koszulce na opiekanej angielskiej bułeczce muffin z szynką i sosem holenderskim.',
        composition:
          'Angielska bułeczka muffin (mąka pszenna, mleko, drożdże), jajka z wolnego wybiegu, szynka gotowana, sos holenderski (żółtko, masło, cytryna, musztarda).',
      },
      'granola-bowl': {
        name: 'Miska granoli',
        description: 'Domowa granola z miodem, z jogurtem greckim i owocami sezonowymi.',
        composition:
          'Płatki owsiane, miód, orzechy laskowe, migdały, pestki słonecznika, jogurt grecki, owoce sezonowe, mięta.',
      },
      'fresh-orange-juice': {
        name: 'Świeżo wyciskany sok pomarańczowy',
        description: 'Pomarańcze z Walencji, wyciskane na zamówienie.',
        composition: '100% świeżo wyciskany sok pomarańczowy (300 ml).',
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
          almond: 'Мигдальне молоко',
        },
      },
      syrup: {
        name: 'Сиропи',
        options: {
          vanilla: 'Ванільний сироп',
          caramel: 'Карамельний сироп',
          hazelnut: 'Сироп «Лісовий горіх»',
          cinnamon: 'Сироп «Кориця»',
        },
      },
      shot: {
        name: 'Додатковий шот',
        options: { espresso: 'Додатковий шот еспресо', decaf: 'Додатковий шот без кофеїну' },
      },
      topping: {
        name: 'Топінги',
        options: {
          'whipped-cream': 'Збиті вершки',
          cocoa: 'Присипка з какао',
          cinnamon: 'Присипка з кориці',
        },
      },
      spread: {
        name: 'Для намазування',
        options: {
          butter: 'Солоне вершкове масло',
          jam: 'Полуничний джем',
          chocolate: 'Шоколадно-горіхова паста',
        },
      },
      'breakfast-side': {
        name: 'Додатки',
        options: {
          avocado: 'Пів авокадо',
          egg: 'Яйце пашот',
          salmon: 'Копчений лосось',
          bacon: 'Хрусткий бекон',
        },
      },
    },
    products: {
      espresso: {
        name: 'Еспресо',
        description: 'Короткий насичений шот нашого фірмового купажу з Уїли, Колумбія.',
        composition: 'Еспресо (18 г кави арабіка, Колумбія Уїла, середнє обсмаження).',
      },
      cortado: {
        name: 'Кортадо',
        description: 'Еспресо з краплею шовковистого спіненого молока.',
        composition: 'Еспресо, спінене цільне молоко (40 мл).',
      },
      cappuccino: {
        name: 'Капучино',
        description: 'Подвійний еспресо під густою шапкою оксамитової молочної пінки.',
        composition: 'Подвійний еспресо, спінене цільне молоко (150 мл), молочна пінка.',
      },
      'flat-white': {
        name: 'Флет вайт',
        description: 'Подвійний ристрето з ніжно спіненим молоком і тонким шаром мікропінки.',
        composition: 'Подвійний ристрето, спінене цільне молоко (160 мл).',
      },
      'caffe-latte': {
        name: 'Лате',
        description: 'М’яке й вершкове: шот еспресо у високій склянці спіненого молока.',
        composition: 'Еспресо, спінене цільне молоко (250 мл), легка молочна пінка.',
      },
      mocha: {
        name: 'Мока',
        description: 'Еспресо, чорний бельгійський шоколад і спінене молоко, з какао зверху.',
        composition:
          'Еспресо, спінене цільне молоко, соус із чорного шоколаду (какао терте, цукор, какао-масло, соєвий лецитин), какао-порошок.',
      },
      'matcha-latte': {
        name: 'Матча лате',
        description: 'Церемоніальна матча з Удзі, збита зі спіненим молоком.',
        composition: 'Зелений чай матча в порошку (3 г), спінене цільне молоко, тростинний цукор.',
      },
      'chai-latte': {
        name: 'Чай лате',
        description: 'Чорний чай, заварений з кардамоном, корицею, імбиром і гвоздикою, зі спіненим молоком.',
        composition:
          'Чорний чай, спеції (кардамон, кориця, імбир, гвоздика, чорний перець), тростинний цукор, спінене цільне молоко.',
      },
      'english-breakfast-tea': {
        name: 'Чай English Breakfast',
        description: 'Чайник міцного чорного чаю з Ассаму та Цейлону.',
        composition: 'Чорний чай (Ассам, Цейлон), гаряча вода.',
      },
      'butter-croissant': {
        name: 'Вершковий круасан',
        description: 'Випікаємо щоранку на французькому маслі AOP: хрусткий зовні, м’який усередині.',
        composition: 'Пшеничне борошно, вершкове масло (28 %), вода, цукор, дріжджі, яйця, сіль.',
      },
      'pain-au-chocolat': {
        name: 'Пен-о-шоколя',
        description: 'Листкове тісто на вершковому маслі, загорнуте навколо двох паличок чорного шоколаду.',
        composition:
          'Пшеничне борошно, вершкове масло, чорний шоколад (какао терте, цукор, какао-масло, соєвий лецитин), вода, цукор, дріжджі, яйця, сіль.',
      },
      'almond-croissant': {
        name: 'Мигдальний круасан',
        description: 'Двічі випечений круасан із мигдальним франжипаном, посипаний мигдальними пелюстками.',
        composition:
          'Круасан (пшеничне борошно, вершкове масло, яйця, цукор, дріжджі), мигдальний крем (мигдаль, вершкове масло, цукор, яйця), мигдальні пелюстки, цукрова пудра.',
      },
      'cinnamon-roll': {
        name: 'Булочка з корицею',
        description: 'М’який завиток із тіста бріош із цукром і корицею та глазур’ю з крем-сиру.',
        composition:
          'Пшеничне борошно, молоко, вершкове масло, цукор, яйця, кориця, дріжджі, крем-сир, цукрова пудра, сіль.',
      },
      'avocado-toast': {
        name: 'Тост з авокадо',
        description:
          'Тост із хліба на заквасці з розім’ятим авокадо, лаймом, пластівцями чилі та підсмаженим насінням.',
        composition:
          'Хліб на заквасці (пшениця, жито), авокадо, сік лайма, оливкова олія, пластівці чилі, насіння кунжуту й соняшнику, морська сіль.',
      },
      'eggs-benedict': {
        name: 'Яйця Бенедикт',
        description: 'Два яйця пашот на підсмаженому англійському мафіні з шинкою та голландським соусом.',
        composition:
          'Англійський мафін (пшеничне борошно, молоко, дріжджі), яйця від курей вільного вигулу, варена шинка, голландський соус (жовток, вершкове масло, лимон, гірчиця).',
      },
      'granola-bowl': {
        name: 'Боул з гранолою',
        description: 'Домашня медова гранола з грецьким йогуртом і сезонними фруктами.',
        composition:
          'Вівсяні пластівці, мед, фундук, мигдаль, насіння соняшнику, грецький йогурт, сезонні фрукти, м’ята.',
      },
      'fresh-orange-juice': {
        name: 'Свіжовичавлений апельсиновий сік',
        description: 'Апельсини з Валенсії, вичавлені під замовлення.',
        composition: '100 % свіжовичавлений апельсиновий сік (300 мл).',
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
          almond: 'Миндальное молоко',
        },
      },
      syrup: {
        name: 'Сиропы',
        options: {
          vanilla: 'Ванильный сироп',
          caramel: 'Карамельный сироп',
          hazelnut: 'Сироп «Лесной орех»',
          cinnamon: 'Коричный сироп',
        },
      },
      shot: {
        name: 'Дополнительный шот',
        options: { espresso: 'Дополнительный шот эспрессо', decaf: 'Дополнительный шот без кофеина' },
      },
      topping: {
        name: 'Топпинги',
        options: { 'whipped-cream': 'Взбитые сливки', cocoa: 'Посыпка какао', cinnamon: 'Посыпка корицей' },
      },
      spread: {
        name: 'Для намазывания',
        options: {
          butter: 'Солёное сливочное масло',
          jam: 'Клубничный джем',
          chocolate: 'Шоколадно-ореховая паста',
        },
      },
      'breakfast-side': {
        name: 'Добавки',
        options: {
          avocado: 'Половинка авокадо',
          egg: 'Яйцо пашот',
          salmon: 'Копчёный лосось',
          bacon: 'Хрустящий бекон',
        },
      },
    },
    products: {
      espresso: {
        name: 'Эспрессо',
        description: 'Короткий насыщенный шот нашего фирменного бленда из Уилы, Колумбия.',
        composition: 'Эспрессо (18 г кофе арабика, Колумбия Уила, средняя обжарка).',
      },
      cortado: {
        name: 'Кортадо',
        description: 'Эспрессо с каплей шелковистого вспененного молока.',
        composition: 'Эспрессо, вспененное цельное молоко (40 мл).',
      },
      cappuccino: {
        name: 'Капучино',
        description: 'Двойной эспрессо под густой шапкой бархатистой молочной пены.',
        composition: 'Двойной эспрессо, вспененное цельное молоко (150 мл), молочная пена.',
      },
      'flat-white': {
        name: 'Флэт уайт',
        description: 'Двойной ристретто с нежно вспененным молоком и тонким слоем микропены.',
        composition: 'Двойной ристретто, вспененное цельное молоко (160 мл).',
      },
      'caffe-latte': {
        name: 'Латте',
        description: 'Мягкий и сливочный: шот эспрессо в высоком стакане вспененного молока.',
        composition: 'Эспрессо, вспененное цельное молоко (250 мл), лёгкая молочная пена.',
      },
      mocha: {
        name: 'Мокко',
        description: 'Эспрессо, тёмный бельгийский шоколад и вспененное молоко, с какао сверху.',
        composition:
          'Эспрессо, вспененное цельное молоко, соус из тёмного шоколада (какао тёртое, сахар, какао-масло, соевый лецитин), какао-порошок.',
      },
      'matcha-latte': {
        name: 'Матча латте',
        description: 'Церемониальная матча из Удзи, взбитая со вспененным молоком.',
        composition: 'Зелёный чай матча в порошке (3 г), вспененное цельное молоко, тростниковый сахар.',
      },
      'chai-latte': {
        name: 'Чай латте',
        description:
          'Чёрный чай, заваренный с кардамоном, корицей, имбирём и гвоздикой, со вспененным молоком.',
        composition:
          'Чёрный чай, специи (кардамон, корица, имбирь, гвоздика, чёрный перец), тростниковый сахар, вспененное цельное молоко.',
      },
      'english-breakfast-tea': {
        name: 'Чай English Breakfast',
        description: 'Чайник крепкого чёрного чая из Ассама и Цейлона.',
        composition: 'Чёрный чай (Ассам, Цейлон), горячая вода.',
      },
      'butter-croissant': {
        name: 'Сливочный круассан',
        description: 'Выпекаем каждое утро на французском масле AOP: хрустящий снаружи, мягкий внутри.',
        composition: 'Пшеничная мука, сливочное масло (28 %), вода, сахар, дрожжи, яйца, соль.',
      },
      'pain-au-chocolat': {
        name: 'Пэн-о-шоколя',
        description: 'Слоёное тесто на сливочном масле, завёрнутое вокруг двух палочек тёмного шоколада.',
        composition:
          'Пшеничная мука, сливочное масло, тёмный шоколад (какао тёртое, сахар, какао-масло, соевый лецитин), вода, сахар, дрожжи, яйца, соль.',
      },
      'almond-croissant': {
        name: 'Миндальный круассан',
        description:
          'Дважды выпеченный круассан с миндальным франжипаном, посыпанный миндальными лепестками.',
        composition:
          'Круассан (пшеничная мука, сливочное масло, яйца, сахар, дрожжи), миндальный крем (миндаль, сливочное масло, сахар, яйца), миндальные лепестки, сахарная пудра.',
      },
      'cinnamon-roll': {
        name: 'Булочка с корицей',
        description: 'Мягкий завиток из теста бриошь с сахаром и корицей, с глазурью из сливочного сыра.',
        composition:
          'Пшеничная мука, молоко, сливочное масло, сахар, яйца, корица, дрожжи, сливочный сыр, сахарная пудра, соль.',
      },
      'avocado-toast': {
        name: 'Тост с авокадо',
        description:
          'Тост из хлеба на закваске с размятым авокадо, лаймом, хлопьями чили и обжаренными семечками.',
        composition:
          'Хлеб на закваске (пшеница, рожь), авокадо, сок лайма, оливковое масло, хлопья чили, семена кунжута и подсолнечника, морская соль.',
      },
      'eggs-benedict': {
        name: 'Яйца Бенедикт',
        description: 'Два яйца пашот на поджаренном английском маффине с ветчиной и голландским соусом.',
        composition:
          'Английский маффин (пшеничная мука, молоко, дрожжи), яйца от кур свободного выгула, варёная ветчина, голландский соус (желток, сливочное масло, лимон, горчица).',
      },
      'granola-bowl': {
        name: 'Боул с гранолой',
        description: 'Домашняя медовая гранола с греческим йогуртом и сезонными фруктами.',
        composition:
          'Овсяные хлопья, мёд, фундук, миндаль, семена подсолнечника, греческий йогурт, сезонные фрукты, мята.',
      },
      'fresh-orange-juice': {
        name: 'Свежевыжатый апельсиновый сок',
        description: 'Апельсины из Валенсии, выжатые под заказ.',
        composition: '100 % свежевыжатый апельсиновый сок (300 мл).',
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
          almond: 'Бадемово млеко',
        },
      },
      syrup: {
        name: 'Сирупи',
        options: {
          vanilla: 'Сируп од ваниле',
          caramel: 'Сируп од карамеле',
          hazelnut: 'Сируп од лешника',
          cinnamon: 'Сируп од цимета',
        },
      },
      shot: {
        name: 'Додатни шот',
        options: { espresso: 'Додатни шот еспреса', decaf: 'Додатни шот без кофеина' },
      },
      topping: {
        name: 'Преливи и посипи',
        options: { 'whipped-cream': 'Шлаг', cocoa: 'Посип од какаа', cinnamon: 'Посип од цимета' },
      },
      spread: {
        name: 'Намази',
        options: {
          butter: 'Слани путер',
          jam: 'Џем од јагода',
          chocolate: 'Крем од лешника и чоколаде',
        },
      },
      'breakfast-side': {
        name: 'Прилози',
        options: {
          avocado: 'Пола авокада',
          egg: 'Поширано јаје',
          salmon: 'Димљени лосос',
          bacon: 'Хрскава сланина',
        },
      },
    },
    products: {
      espresso: {
        name: 'Еспресо',
        description: 'Кратак, интензиван еспресо од наше кућне мешавине из Уиле, Колумбија.',
        composition: 'Еспресо (18 г арабика кафе, Колумбија Уила, средње пржење).',
      },
      cortado: {
        name: 'Кортадо',
        description: 'Еспресо са мало свиленкасто запењеног млека.',
        composition: 'Еспресо, запењено пуномасно млеко (40 мл).',
      },
      cappuccino: {
        name: 'Капучино',
        description: 'Дупли еспресо под дебелом капом баршунасте млечне пене.',
        composition: 'Дупли еспресо, запењено пуномасно млеко (150 мл), млечна пена.',
      },
      'flat-white': {
        name: 'Флет вајт',
        description: 'Дупли ристрето са фино запењеним млеком и танким слојем микропене.',
        composition: 'Дупли ристрето, запењено пуномасно млеко (160 мл).',
      },
      'caffe-latte': {
        name: 'Кафе лате',
        description: 'Благ и кремаст укус: еспресо у високој чаши запењеног млека.',
        composition: 'Еспресо, запењено пуномасно млеко (250 мл), лагана млечна пена.',
      },
      mocha: {
        name: 'Мока',
        description: 'Еспресо, тамна белгијска чоколада и запењено млеко, посуто какаом.',
        composition:
          'Еспресо, запењено пуномасно млеко, сос од тамне чоколаде (какао маса, шећер, какао путер, сојин лецитин), какао прах.',
      },
      'matcha-latte': {
        name: 'Мача лате',
        description: 'Церемонијална мача из Уџија, умућена са запењеним млеком.',
        composition: 'Зелени чај мача у праху (3 г), запењено пуномасно млеко, шећер од трске.',
      },
      'chai-latte': {
        name: 'Чај лате',
        description: 'Црни чај са кардамомом, циметом, ђумбиром и каранфилићем, прелит запењеним млеком.',
        composition:
          'Црни чај, зачини (кардамом, цимет, ђумбир, каранфилић, црни бибер), шећер од трске, запењено пуномасно млеко.',
      },
      'english-breakfast-tea': {
        name: 'Чај English Breakfast',
        description: 'Чајник јаког црног чаја из Асама и са Цејлона.',
        composition: 'Црни чај (Асам, Цејлон), врела вода.',
      },
      'butter-croissant': {
        name: 'Кроасан са путером',
        description: 'Печен свако јутро са француским AOP путером: листаст споља, мекан изнутра.',
        composition: 'Пшенично брашно, путер (28 %), вода, шећер, квасац, јаја, со.',
      },
      'pain-au-chocolat': {
        name: 'Кроасан са чоколадом',
        description: 'Лиснато тесто на путеру увијено око две штанглице тамне чоколаде.',
        composition:
          'Пшенично брашно, путер, тамна чоколада (какао маса, шећер, какао путер, сојин лецитин), вода, шећер, квасац, јаја, со.',
      },
      'almond-croissant': {
        name: 'Кроасан са бадемом',
        description: 'Двапут печен кроасан пуњен кремом од бадема и посут листићима бадема.',
        composition:
          'Кроасан (пшенично брашно, путер, јаја, шећер, квасац), крем од бадема (бадеми, путер, шећер, јаја), листићи бадема, шећер у праху.',
      },
      'cinnamon-roll': {
        name: 'Ролница са циметом',
        description: 'Мекана бриош ролница са шећером и циметом и глазуром од крем сира.',
        composition:
          'Пшенично брашно, млеко, путер, шећер, јаја, цимет, квасац, крем сир, шећер у праху, со.',
      },
      'avocado-toast': {
        name: 'Тост са авокадом',
        description:
          'Тостиран хлеб од киселог теста са изгњеченим авокадом, лиметом, љуспицама чилија и тостираним семенкама.',
        composition:
          'Хлеб од киселог теста (пшеница, раж), авокадо, сок од лимете, маслиново уље, љуспице чилија, семенке сусама и сунцокрета, морска со.',
      },
      'eggs-benedict': {
        name: 'Јаја Бенедикт',
        description: 'Два поширана јајета на тостираном енглеском мафину са шунком и холандез сосом.',
        composition:
          'Енглески мафин (пшенично брашно, млеко, квасац), јаја из слободног узгоја, кувана шунка, холандез сос (жуманце, путер, лимун, сенф).',
      },
      'granola-bowl': {
        name: 'Гранола са јогуртом',
        description: 'Домаћа гранола са медом, грчким јогуртом и сезонским воћем.',
        composition:
          'Овсене пахуљице, мед, лешници, бадеми, семенке сунцокрета, грчки јогурт, сезонско воће, нана.',
      },
      'fresh-orange-juice': {
        name: 'Цеђени сок од поморанџе',
        description: 'Поморанџе из Валенсије, цеђене по поруџбини.',
        composition: '100 % свеже цеђен сок од поморанџе (300 мл).',
      },
    },
  },
};
