import type { SeedProvider } from '../seed-types';

// Café Olivera's menu in Catalan (the place's own language), Spanish and German.
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
};
