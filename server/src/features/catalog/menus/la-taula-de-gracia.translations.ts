import type { SeedProvider } from '../seed-types';

// La Taula de Gràcia's menu in the eight languages besides English: Catalan (the place's own) first.
export const translations: SeedProvider['translations'] = {
  ca: {
    extraGroups: {
      side: {
        name: 'Acompanyaments',
        options: {
          fries: 'Patates fregides tallades a mà',
          salad: 'Amanida verda',
          padron: 'Pebrots del Padrón',
          aioli: 'Allioli',
        },
      },
      burger: {
        name: "Extres per a l'hamburguesa",
        options: {
          cheddar: 'Cheddar madurat',
          bacon: 'Cansalada fumada',
          egg: 'Ou ferrat',
          jalapenos: 'Jalapenys',
        },
      },
      'bowl-topping': {
        name: 'Extres per al bol',
        options: { avocado: 'Alvocat', tofu: 'Tofu marinat', feta: 'Formatge feta', seeds: 'Sèsam torrat' },
      },
      'ice-cream': {
        name: 'Gelat',
        options: { vanilla: 'Bola de gelat de vainilla', lemon: 'Bola de sorbet de llimona' },
      },
    },
    products: {
      'pan-con-tomate': {
        name: 'Pa amb tomàquet',
        description: "Pa de pagès torrat fregat amb tomàquet madur, all i oli d'oliva arbequina.",
        composition:
          "Pa de pagès (farina de blat, aigua, sal, llevat), tomàquet, all, oli d'oliva verge extra, sal marina.",
      },
      'patatas-bravas': {
        name: 'Patates braves',
        description: 'Daus de patata cruixents amb salsa brava fumada i picant i allioli.',
        composition:
          "Patates, oli de gira-sol, salsa brava (tomàquet, pebre vermell fumat, caiena, oli d'oliva), allioli (ou, all, oli d'oliva).",
      },
      'croquetas-de-jamon': {
        name: 'Croquetes de pernil',
        description: 'Sis croquetes cremoses de pernil ibèric, fregides fins que són daurades.',
        composition:
          "Beixamel (llet, farina de blat, mantega), pernil ibèric, ceba, ous, pa ratllat, oli d'oliva, nou moscada.",
      },
      'pimientos-de-padron': {
        name: 'Pebrots del Padrón',
        description: 'Pebrots verds escalivats a la planxa amb sal en escates. Uns piquen i altres no.',
        composition: "Pebrots del Padrón, oli d'oliva verge extra, sal marina en escates.",
      },
      'mediterranean-bowl': {
        name: 'Bol mediterrani de quinoa',
        description: 'Quinoa, cigrons rostits, cogombre, tomàquets cherry, olives i amaniment de tahina.',
        composition:
          "Quinoa, cigrons, cogombre, tomàquets cherry, olives kalamata, ceba vermella, julivert, tahina, suc de llimona, oli d'oliva.",
      },
      'salmon-poke-bowl': {
        name: 'Poke de salmó',
        description: 'Salmó cru marinat sobre arròs de sushi amb edamame, mango i wakame.',
        composition:
          "Arròs de sushi, salmó, salsa de soja, edamame, mango, wakame, ceba tendra, oli de sèsam, vinagre d'arròs.",
      },
      'paella-valenciana': {
        name: 'Paella valenciana',
        description: 'Arròs bomba cuit en brou de safrà amb pollastre, conill i mongeta verda.',
        composition:
          "Arròs bomba, pollastre, conill, mongeta verda plana, garrofó, tomàquet, safrà, romaní, oli d'oliva, brou de verdures (api).",
      },
      'seafood-paella': {
        name: 'Paella de marisc',
        description: 'Arròs bomba amb gambes, musclos, calamars i un fumet de peix intens.',
        composition:
          "Arròs bomba, gambes, musclos, calamars, fumet de peix (peix, api), tomàquet, all, safrà, oli d'oliva, vi blanc.",
      },
      'grilled-sea-bass': {
        name: 'Llobarro a la brasa',
        description: 'Filet sencer de llobarro mediterrani amb llimona, tàperes i herbes.',
        composition: "Llobarro, oli d'oliva, llimona, tàperes, julivert, all, sal marina.",
      },
      'gracia-burger': {
        name: 'Hamburguesa Gràcia',
        description:
          'Vedella de Girona (180 g) en pa de brioix amb melmelada de tomàquet, enciam i maionesa de mostassa.',
        composition:
          'Hamburguesa de vedella, pa de brioix (farina de blat, ous, mantega, llet, sèsam), melmelada de tomàquet, enciam, cogombrets, maionesa (ous, mostassa).',
      },
      'crema-catalana': {
        name: 'Crema catalana',
        description: 'Crema de llimona i canyella sota una crosta cruixent de sucre cremat.',
        composition: "Llet sencera, rovells d'ou, sucre, midó de blat de moro, pell de llimona, canyella.",
      },
      'chocolate-coulant': {
        name: 'Coulant de xocolata',
        description: 'Pastís calent de xocolata negra amb el cor fos.',
        composition:
          'Xocolata negra (pasta de cacau, sucre, mantega de cacau, lecitina de soja), mantega, ous, sucre, farina de blat.',
      },
      'red-sangria': {
        name: 'Sangria negra',
        description: 'Una copa de vi negre amb taronja, llimona, canyella i un raig de brandi.',
        composition: 'Vi negre (conté sulfits), suc de taronja, llimona, sucre, brandi, canyella.',
      },
      'homemade-lemonade': {
        name: 'Llimonada casolana',
        description: 'Llimones acabades d’esprémer, menta i un toc de sucre de canya.',
        composition: 'Suc de llimona, aigua, sucre de canya, menta fresca, gel.',
      },
    },
  },
  es: {
    extraGroups: {
      side: {
        name: 'Acompañamientos',
        options: {
          fries: 'Patatas fritas cortadas a mano',
          salad: 'Ensalada verde',
          padron: 'Pimientos de Padrón',
          aioli: 'Alioli',
        },
      },
      burger: {
        name: 'Extras para la hamburguesa',
        options: {
          cheddar: 'Cheddar curado',
          bacon: 'Beicon ahumado',
          egg: 'Huevo frito',
          jalapenos: 'Jalapeños',
        },
      },
      'bowl-topping': {
        name: 'Extras para el bol',
        options: { avocado: 'Aguacate', tofu: 'Tofu marinado', feta: 'Queso feta', seeds: 'Sésamo tostado' },
      },
      'ice-cream': {
        name: 'Helado',
        options: { vanilla: 'Bola de helado de vainilla', lemon: 'Bola de sorbete de limón' },
      },
    },
    products: {
      'pan-con-tomate': {
        name: 'Pan con tomate',
        description: 'Pan de payés tostado frotado con tomate maduro, ajo y aceite de oliva arbequina.',
        composition:
          'Pan de payés (harina de trigo, agua, sal, levadura), tomate, ajo, aceite de oliva virgen extra, sal marina.',
      },
      'patatas-bravas': {
        name: 'Patatas bravas',
        description: 'Dados de patata crujientes con salsa brava ahumada y picante y alioli.',
        composition:
          'Patatas, aceite de girasol, salsa brava (tomate, pimentón ahumado, cayena, aceite de oliva), alioli (huevo, ajo, aceite de oliva).',
      },
      'croquetas-de-jamon': {
        name: 'Croquetas de jamón',
        description: 'Seis croquetas cremosas de jamón ibérico, fritas hasta dorarse.',
        composition:
          'Bechamel (leche, harina de trigo, mantequilla), jamón ibérico, cebolla, huevos, pan rallado, aceite de oliva, nuez moscada.',
      },
      'pimientos-de-padron': {
        name: 'Pimientos de Padrón',
        description: 'Pimientos verdes a la plancha con sal en escamas. Unos pican y otros no.',
        composition: 'Pimientos de Padrón, aceite de oliva virgen extra, sal marina en escamas.',
      },
      'mediterranean-bowl': {
        name: 'Bol mediterráneo de quinoa',
        description: 'Quinoa, garbanzos asados, pepino, tomates cherry, aceitunas y aliño de tahini.',
        composition:
          'Quinoa, garbanzos, pepino, tomates cherry, aceitunas kalamata, cebolla roja, perejil, tahini, zumo de limón, aceite de oliva.',
      },
      'salmon-poke-bowl': {
        name: 'Poke de salmón',
        description: 'Salmón crudo marinado sobre arroz de sushi con edamame, mango y wakame.',
        composition:
          'Arroz de sushi, salmón, salsa de soja, edamame, mango, wakame, cebolleta, aceite de sésamo, vinagre de arroz.',
      },
      'paella-valenciana': {
        name: 'Paella valenciana',
        description: 'Arroz bomba cocinado en caldo de azafrán con pollo, conejo y judías verdes.',
        composition:
          'Arroz bomba, pollo, conejo, judía verde plana, garrofó, tomate, azafrán, romero, aceite de oliva, caldo de verduras (apio).',
      },
      'seafood-paella': {
        name: 'Paella de marisco',
        description: 'Arroz bomba con gambas, mejillones, calamares y un fumet de pescado intenso.',
        composition:
          'Arroz bomba, gambas, mejillones, calamares, fumet de pescado (pescado, apio), tomate, ajo, azafrán, aceite de oliva, vino blanco.',
      },
      'grilled-sea-bass': {
        name: 'Lubina a la brasa',
        description: 'Filete entero de lubina mediterránea con limón, alcaparras y hierbas.',
        composition: 'Lubina, aceite de oliva, limón, alcaparras, perejil, ajo, sal marina.',
      },
      'gracia-burger': {
        name: 'Hamburguesa Gràcia',
        description:
          'Ternera de Girona (180 g) en pan de brioche con mermelada de tomate, lechuga y mayonesa de mostaza.',
        composition:
          'Hamburguesa de ternera, pan de brioche (harina de trigo, huevos, mantequilla, leche, sésamo), mermelada de tomate, lechuga, pepinillos, mayonesa (huevos, mostaza).',
      },
      'crema-catalana': {
        name: 'Crema catalana',
        description: 'Crema de limón y canela bajo una costra crujiente de azúcar quemado.',
        composition: 'Leche entera, yemas de huevo, azúcar, almidón de maíz, piel de limón, canela.',
      },
      'chocolate-coulant': {
        name: 'Coulant de chocolate',
        description: 'Bizcocho caliente de chocolate negro con el corazón fundido.',
        composition:
          'Chocolate negro (pasta de cacao, azúcar, manteca de cacao, lecitina de soja), mantequilla, huevos, azúcar, harina de trigo.',
      },
      'red-sangria': {
        name: 'Sangría tinta',
        description: 'Una copa de vino tinto con naranja, limón, canela y un chorrito de brandy.',
        composition: 'Vino tinto (contiene sulfitos), zumo de naranja, limón, azúcar, brandy, canela.',
      },
      'homemade-lemonade': {
        name: 'Limonada casera',
        description: 'Limones recién exprimidos, menta y un toque de azúcar de caña.',
        composition: 'Zumo de limón, agua, azúcar de caña, menta fresca, hielo.',
      },
    },
  },
  de: {
    extraGroups: {
      side: {
        name: 'Beilagen',
        options: {
          fries: 'Handgeschnittene Pommes',
          salad: 'Grüner Salat',
          padron: 'Padrón-Paprika',
          aioli: 'Knoblauch-Aioli',
        },
      },
      burger: {
        name: 'Burger-Extras',
        options: {
          cheddar: 'Gereifter Cheddar',
          bacon: 'Geräucherter Speck',
          egg: 'Spiegelei',
          jalapenos: 'Jalapeños',
        },
      },
      'bowl-topping': {
        name: 'Bowl-Toppings',
        options: { avocado: 'Avocado', tofu: 'Marinierter Tofu', feta: 'Feta', seeds: 'Gerösteter Sesam' },
      },
      'ice-cream': {
        name: 'Eis',
        options: { vanilla: 'Kugel Vanilleeis', lemon: 'Kugel Zitronensorbet' },
      },
    },
    products: {
      'pan-con-tomate': {
        name: 'Pa amb Tomàquet',
        description: 'Geröstetes Landbrot, eingerieben mit reifer Tomate, Knoblauch und Arbequina-Olivenöl.',
        composition:
          'Landbrot (Weizenmehl, Wasser, Salz, Hefe), Tomate, Knoblauch, natives Olivenöl extra, Meersalz.',
      },
      'patatas-bravas': {
        name: 'Patatas Bravas',
        description: 'Knusprige Kartoffelwürfel mit rauchig-scharfer Bravas-Sauce und Knoblauch-Aioli.',
        composition:
          'Kartoffeln, Sonnenblumenöl, Bravas-Sauce (Tomate, geräuchertes Paprikapulver, Cayennepfeffer, Olivenöl), Aioli (Ei, Knoblauch, Olivenöl).',
      },
      'croquetas-de-jamon': {
        name: 'Schinken-Croquetas',
        description: 'Sechs cremige Croquetas mit iberischem Schinken, goldbraun frittiert.',
        composition:
          'Béchamel (Milch, Weizenmehl, Butter), iberischer Schinken, Zwiebel, Eier, Paniermehl, Olivenöl, Muskat.',
      },
      'pimientos-de-padron': {
        name: 'Padrón-Paprika',
        description: 'Gebratene grüne Paprika mit Salzflocken. Die meisten sind mild, manche nicht.',
        composition: 'Padrón-Paprika, natives Olivenöl extra, Meersalzflocken.',
      },
      'mediterranean-bowl': {
        name: 'Mediterrane Quinoa-Bowl',
        description: 'Quinoa, geröstete Kichererbsen, Gurke, Kirschtomaten, Oliven und Tahini-Dressing.',
        composition:
          'Quinoa, Kichererbsen, Gurke, Kirschtomaten, Kalamata-Oliven, rote Zwiebel, Petersilie, Tahini, Zitronensaft, Olivenöl.',
      },
      'salmon-poke-bowl': {
        name: 'Lachs-Poke-Bowl',
        description: 'Marinierter roher Lachs auf Sushireis mit Edamame, Mango und Wakame.',
        composition:
          'Sushireis, Lachs, Sojasauce, Edamame, Mango, Wakame, Frühlingszwiebel, Sesamöl, Reisessig.',
      },
      'paella-valenciana': {
        name: 'Paella Valenciana',
        description: 'Bomba-Reis in Safranbrühe mit Huhn, Kaninchen und grünen Bohnen.',
        composition:
          'Bomba-Reis, Huhn, Kaninchen, breite grüne Bohnen, Garrofó-Bohnen, Tomate, Safran, Rosmarin, Olivenöl, Gemüsebrühe (Sellerie).',
      },
      'seafood-paella': {
        name: 'Meeresfrüchte-Paella',
        description: 'Bomba-Reis mit Garnelen, Miesmuscheln, Tintenfisch und einem kräftigen Fischfond.',
        composition:
          'Bomba-Reis, Garnelen, Miesmuscheln, Tintenfisch, Fischfond (Fisch, Sellerie), Tomate, Knoblauch, Safran, Olivenöl, Weißwein.',
      },
      'grilled-sea-bass': {
        name: 'Gegrillter Wolfsbarsch',
        description: 'Ganzes Filet vom Mittelmeer-Wolfsbarsch mit Zitrone, Kapern und Kräutern.',
        composition: 'Wolfsbarsch, Olivenöl, Zitrone, Kapern, Petersilie, Knoblauch, Meersalz.',
      },
      'gracia-burger': {
        name: 'Gràcia-Burger',
        description: '180 g Rind aus Girona im Brioche-Brötchen mit Tomatenmarmelade, Salat und Senfmayo.',
        composition:
          'Rindfleisch-Patty, Brioche-Brötchen (Weizenmehl, Eier, Butter, Milch, Sesam), Tomatenmarmelade, Salat, Gewürzgurken, Mayonnaise (Eier, Senf).',
      },
      'crema-catalana': {
        name: 'Crema Catalana',
        description: 'Creme mit Zitrone und Zimt unter einer knackenden Kruste aus gebranntem Zucker.',
        composition: 'Vollmilch, Eigelb, Zucker, Maisstärke, Zitronenschale, Zimt.',
      },
      'chocolate-coulant': {
        name: 'Schokoladen-Coulant',
        description: 'Warmer dunkler Schokoladenkuchen mit flüssigem Kern.',
        composition:
          'Dunkle Schokolade (Kakaomasse, Zucker, Kakaobutter, Sojalecithin), Butter, Eier, Zucker, Weizenmehl.',
      },
      'red-sangria': {
        name: 'Rote Sangria',
        description: 'Ein Glas Rotwein mit Orange, Zitrone, Zimt und einem Schuss Brandy.',
        composition: 'Rotwein (enthält Sulfite), Orangensaft, Zitrone, Zucker, Brandy, Zimt.',
      },
      'homemade-lemonade': {
        name: 'Hausgemachte Limonade',
        description: 'Frisch gepresste Zitronen, Minze und etwas Rohrzucker.',
        composition: 'Zitronensaft, Wasser, Rohrzucker, frische Minze, Eis.',
      },
    },
  },
  fr: {
    extraGroups: {
      side: {
        name: 'Accompagnements',
        options: {
          fries: 'Frites maison coupées au couteau',
          salad: 'Salade verte',
          padron: 'Pimientos de Padrón',
          aioli: 'Aïoli',
        },
      },
      burger: {
        name: 'Suppléments burger',
        options: {
          cheddar: 'Cheddar affiné',
          bacon: 'Bacon fumé',
          egg: 'Œuf au plat',
          jalapenos: 'Jalapeños',
        },
      },
      'bowl-topping': {
        name: 'Suppléments pour le bol',
        options: {
          avocado: 'Avocat',
          tofu: 'Tofu mariné',
          feta: 'Feta',
          seeds: 'Graines de sésame grillées',
        },
      },
      'ice-cream': {
        name: 'Glace',
        options: { vanilla: 'Boule de glace vanille', lemon: 'Boule de sorbet citron' },
      },
    },
    products: {
      'pan-con-tomate': {
        name: 'Pa amb tomàquet',
        description:
          'Pain de campagne grillé, frotté de tomate mûre et d’ail, arrosé d’huile d’olive arbequina.',
        composition:
          'Pain de campagne (farine de blé, eau, sel, levure), tomate, ail, huile d’olive vierge extra, sel de mer.',
      },
      'patatas-bravas': {
        name: 'Patatas bravas',
        description: 'Dés de pommes de terre croustillants, sauce brava fumée et relevée, et aïoli.',
        composition:
          'Pommes de terre, huile de tournesol, sauce brava (tomate, paprika fumé, piment de Cayenne, huile d’olive), aïoli (œuf, ail, huile d’olive).',
      },
      'croquetas-de-jamon': {
        name: 'Croquetas au jambon',
        description: 'Six croquetas crémeuses au jambon ibérique, frites et bien dorées.',
        composition:
          'Béchamel (lait, farine de blé, beurre), jambon ibérique, oignon, œufs, chapelure, huile d’olive, noix de muscade.',
      },
      'pimientos-de-padron': {
        name: 'Pimientos de Padrón',
        description: 'Petits piments verts poêlés, sel en flocons. La plupart sont doux, certains non.',
        composition: 'Pimientos de Padrón, huile d’olive vierge extra, sel de mer en flocons.',
      },
      'mediterranean-bowl': {
        name: 'Bol méditerranéen au quinoa',
        description: 'Quinoa, pois chiches rôtis, concombre, tomates cerises, olives et sauce tahini.',
        composition:
          'Quinoa, pois chiches, concombre, tomates cerises, olives de Kalamata, oignon rouge, persil, tahini, jus de citron, huile d’olive.',
      },
      'salmon-poke-bowl': {
        name: 'Poke bowl au saumon',
        description: 'Saumon cru mariné sur riz à sushi, edamame, mangue et wakamé.',
        composition:
          'Riz à sushi, saumon, sauce soja, edamame, mangue, wakamé, oignon nouveau, huile de sésame, vinaigre de riz.',
      },
      'paella-valenciana': {
        name: 'Paella valenciana',
        description: 'Riz bomba cuit dans un bouillon au safran, avec poulet, lapin et haricots verts.',
        composition:
          'Riz bomba, poulet, lapin, haricots plats, haricots garrofó, tomate, safran, romarin, huile d’olive, bouillon de légumes (céleri).',
      },
      'seafood-paella': {
        name: 'Paella aux fruits de mer',
        description: 'Riz bomba aux gambas, moules et calamars, avec un fumet de poisson intense.',
        composition:
          'Riz bomba, gambas, moules, calamars, fumet de poisson (poisson, céleri), tomate, ail, safran, huile d’olive, vin blanc.',
      },
      'grilled-sea-bass': {
        name: 'Bar grillé',
        description: 'Filet entier de bar de Méditerranée, citron, câpres et herbes.',
        composition: 'Bar, huile d’olive, citron, câpres, persil, ail, sel de mer.',
      },
      'gracia-burger': {
        name: 'Burger Gràcia',
        description:
          'Bœuf de Gérone (180 g) dans un pain brioché, confiture de tomate, laitue et mayonnaise à la moutarde.',
        composition:
          'Steak haché de bœuf, pain brioché (farine de blé, œufs, beurre, lait, sésame), confiture de tomate, laitue, cornichons, mayonnaise (œufs, moutarde).',
      },
      'crema-catalana': {
        name: 'Crème catalane',
        description: 'Crème au citron et à la cannelle sous une croûte craquante de sucre caramélisé.',
        composition: 'Lait entier, jaunes d’œufs, sucre, amidon de maïs, zeste de citron, cannelle.',
      },
      'chocolate-coulant': {
        name: 'Coulant au chocolat',
        description: 'Gâteau chaud au chocolat noir, au cœur fondant.',
        composition:
          'Chocolat noir (pâte de cacao, sucre, beurre de cacao, lécithine de soja), beurre, œufs, sucre, farine de blé.',
      },
      'red-sangria': {
        name: 'Sangria rouge',
        description:
          'Un verre de vin rouge à l’orange, au citron et à la cannelle, avec une touche de brandy.',
        composition: 'Vin rouge (contient des sulfites), jus d’orange, citron, sucre, brandy, cannelle.',
      },
      'homemade-lemonade': {
        name: 'Citronnade maison',
        description: 'Citrons fraîchement pressés, menthe et une touche de sucre de canne.',
        composition: 'Jus de citron, eau, sucre de canne, menthe fraîche, glaçons.',
      },
    },
  },
  pl: {
    extraGroups: {
      side: {
        name: 'Dodatki',
        options: {
          fries: 'Frytki krojone ręcznie',
          salad: 'Zielona sałatka',
          padron: 'Papryczki Padrón',
          aioli: 'Czosnkowe aioli',
        },
      },
      burger: {
        name: 'Dodatki do burgera',
        options: {
          cheddar: 'Dojrzewający cheddar',
          bacon: 'Wędzony boczek',
          egg: 'Jajko sadzone',
          jalapenos: 'Jalapeño',
        },
      },
      'bowl-topping': {
        name: 'Dodatki do miski',
        options: { avocado: 'Awokado', tofu: 'Marynowane tofu', feta: 'Ser feta', seeds: 'Prażony sezam' },
      },
      'ice-cream': {
        name: 'Lody',
        options: { vanilla: 'Gałka lodów waniliowych', lemon: 'Gałka sorbetu cytrynowego' },
      },
    },
    products: {
      'pan-con-tomate': {
        name: 'Pa amb tomàquet',
        description: 'Opiekany wiejski chleb nacierany dojrzałym pomidorem i czosnkiem, z oliwą arbequina.',
        composition:
          'Chleb wiejski (mąka pszenna, woda, sól, drożdże), pomidor, czosnek, oliwa z oliwek extra virgin, sól morska.',
      },
      'patatas-bravas': {
        name: 'Patatas bravas',
        description: 'Chrupiące kostki ziemniaków z wędzonym, pikantnym sosem brava i czosnkowym aioli.',
        composition:
          'Ziemniaki, olej słonecznikowy, sos brava (pomidory, wędzona papryka, pieprz cayenne, oliwa z oliwek), aioli (jajko, czosnek, oliwa z oliwek).',
      },
      'croquetas-de-jamon': {
        name: 'Croquetas z szynką',
        description: 'Sześć kremowych croquetas z szynką iberyjską, smażonych na złoto.',
        composition:
          'Beszamel (mleko, mąka pszenna, masło), szynka iberyjska, cebula, jajka, bułka tarta, oliwa z oliwek, gałka muszkatołowa.',
      },
      'pimientos-de-padron': {
        name: 'Papryczki Padrón',
        description: 'Smażone zielone papryczki z solą w płatkach. Większość jest łagodna, niektóre nie.',
        composition: 'Papryczki Padrón, oliwa z oliwek extra virgin, sól morska w płatkach.',
      },
      'mediterranean-bowl': {
        name: 'Śródziemnomorska miska z komosą ryżową',
        description:
          'Komosa ryżowa, pieczona ciecierzyca, ogórek, pomidorki koktajlowe, oliwki i sos tahini.',
        composition:
          'Komosa ryżowa, ciecierzyca, ogórek, pomidorki koktajlowe, oliwki kalamata, czerwona cebula, natka pietruszki, tahini, sok z cytryny, oliwa z oliwek.',
      },
      'salmon-poke-bowl': {
        name: 'Poke z łososiem',
        description: 'Marynowany surowy łosoś na ryżu do sushi z edamame, mango i wakame.',
        composition:
          'Ryż do sushi, łosoś, sos sojowy, edamame, mango, wakame, dymka, olej sezamowy, ocet ryżowy.',
      },
      'paella-valenciana': {
        name: 'Paella valenciana',
        description: 'Ryż bomba gotowany w bulionie z szafranem, z kurczakiem, królikiem i zieloną fasolką.',
        composition:
          'Ryż bomba, kurczak, królik, płaska zielona fasolka, fasola garrofó, pomidor, szafran, rozmaryn, oliwa z oliwek, bulion warzywny (seler).',
      },
      'seafood-paella': {
        name: 'Paella z owocami morza',
        description: 'Ryż bomba z krewetkami, omułkami i kalmarami na esencjonalnym wywarze rybnym.',
        composition:
          'Ryż bomba, krewetki, omułki, kalmary, wywar rybny (ryba, seler), pomidor, czosnek, szafran, oliwa z oliwek, białe wino.',
      },
      'grilled-sea-bass': {
        name: 'Grillowany labraks',
        description: 'Cały filet z labraksa śródziemnomorskiego z cytryną, kaparami i ziołami.',
        composition: 'Labraks, oliwa z oliwek, cytryna, kapary, natka pietruszki, czosnek, sól morska.',
      },
      'gracia-burger': {
        name: 'Burger Gràcia',
        description:
          '180 g wołowiny z Girony w bułce brioche z dżemem pomidorowym, sałatą i majonezem musztardowym.',
        composition:
          'Kotlet wołowy, bułka brioche (mąka pszenna, jajka, masło, mleko, sezam), dżem pomidorowy, sałata, pikle, majonez (jajka, gorczyca).',
      },
      'crema-catalana': {
        name: 'Crema catalana',
        description: 'Krem cytrynowo-cynamonowy pod chrupiącą skorupką karmelizowanego cukru.',
        composition: 'Mleko pełne, żółtka, cukier, skrobia kukurydziana, skórka cytryny, cynamon.',
      },
      'chocolate-coulant': {
        name: 'Fondant czekoladowy',
        description: 'Ciepłe ciastko z ciemnej czekolady z płynnym środkiem.',
        composition:
          'Ciemna czekolada (miazga kakaowa, cukier, masło kakaowe, lecytyna sojowa), masło, jajka, cukier, mąka pszenna.',
      },
      'red-sangria': {
        name: 'Czerwona sangria',
        description: 'Kieliszek czerwonego wina z pomarańczą, cytryną, cynamonem i odrobiną brandy.',
        composition: 'Czerwone wino (zawiera siarczyny), sok pomarańczowy, cytryna, cukier, brandy, cynamon.',
      },
      'homemade-lemonade': {
        name: 'Domowa lemoniada',
        description: 'Świeżo wyciskane cytryny, mięta i odrobina cukru trzcinowego.',
        composition: 'Sok z cytryny, woda, cukier trzcinowy, świeża mięta, lód.',
      },
    },
  },
  uk: {
    extraGroups: {
      side: {
        name: 'Гарніри',
        options: {
          fries: 'Картопля фрі ручної нарізки',
          salad: 'Зелений салат',
          padron: 'Перці падрон',
          aioli: 'Часниковий айолі',
        },
      },
      burger: {
        name: 'Додатки до бургера',
        options: {
          cheddar: 'Витриманий чедер',
          bacon: 'Копчений бекон',
          egg: 'Яйце-глазунья',
          jalapenos: 'Халапеньйо',
        },
      },
      'bowl-topping': {
        name: 'Додатки до боулу',
        options: {
          avocado: 'Авокадо',
          tofu: 'Маринований тофу',
          feta: 'Сир фета',
          seeds: 'Підсмажений кунжут',
        },
      },
      'ice-cream': {
        name: 'Морозиво',
        options: { vanilla: 'Кулька ванільного морозива', lemon: 'Кулька лимонного сорбету' },
      },
    },
    products: {
      'pan-con-tomate': {
        name: 'Хліб з томатом',
        description:
          'Підсмажений сільський хліб, натертий стиглим томатом і часником, з оливковою олією арбекіна.',
        composition:
          'Сільський хліб (пшеничне борошно, вода, сіль, дріжджі), томат, часник, оливкова олія extra virgin, морська сіль.',
      },
      'patatas-bravas': {
        name: 'Пататас бравас',
        description: 'Хрусткі кубики картоплі з копченим гострим соусом брава та часниковим айолі.',
        composition:
          'Картопля, соняшникова олія, соус брава (томат, копчена паприка, каєнський перець, оливкова олія), айолі (яйце, часник, оливкова олія).',
      },
      'croquetas-de-jamon': {
        name: 'Крокети з хамоном',
        description: 'Шість ніжних крокет з іберійським хамоном, обсмажених до золотистої скоринки.',
        composition:
          'Бешамель (молоко, пшеничне борошно, вершкове масло), іберійський хамон, цибуля, яйця, панірувальні сухарі, оливкова олія, мускатний горіх.',
      },
      'pimientos-de-padron': {
        name: 'Перці падрон',
        description:
          'Обсмажені зелені перчики з пластівцями солі. Більшість не гострі, але трапляються й гострі.',
        composition: 'Перці падрон, оливкова олія extra virgin, морська сіль пластівцями.',
      },
      'mediterranean-bowl': {
        name: 'Середземноморський боул з кіноа',
        description: 'Кіноа, запечений нут, огірок, помідори черрі, оливки та заправка тахіні.',
        composition:
          'Кіноа, нут, огірок, помідори черрі, оливки каламата, червона цибуля, петрушка, тахіні, лимонний сік, оливкова олія.',
      },
      'salmon-poke-bowl': {
        name: 'Поке з лососем',
        description: 'Маринований сирий лосось на рисі для суші з едамаме, манго та вакаме.',
        composition:
          'Рис для суші, лосось, соєвий соус, едамаме, манго, вакаме, зелена цибуля, кунжутна олія, рисовий оцет.',
      },
      'paella-valenciana': {
        name: 'Валенсійська паела',
        description: 'Рис бомба, зварений у шафрановому бульйоні з куркою, кроликом і зеленою квасолею.',
        composition:
          'Рис бомба, курка, кролик, плоска зелена квасоля, квасоля гарофо, томат, шафран, розмарин, оливкова олія, овочевий бульйон (селера).',
      },
      'seafood-paella': {
        name: 'Паела з морепродуктами',
        description: 'Рис бомба з креветками, мідіями, кальмарами та насиченим рибним бульйоном.',
        composition:
          'Рис бомба, креветки, мідії, кальмари, рибний бульйон (риба, селера), томат, часник, шафран, оливкова олія, біле вино.',
      },
      'grilled-sea-bass': {
        name: 'Сібас на грилі',
        description: 'Ціле філе середземноморського сібаса з лимоном, каперсами й зеленню.',
        composition: 'Сібас, оливкова олія, лимон, каперси, петрушка, часник, морська сіль.',
      },
      'gracia-burger': {
        name: 'Бургер «Грасія»',
        description:
          '180 г яловичини з Жирони в булочці бріош з томатним джемом, листям салату й гірчичним майонезом.',
        composition:
          'Котлета з яловичини, булочка бріош (пшеничне борошно, яйця, вершкове масло, молоко, кунжут), томатний джем, листя салату, мариновані огірки, майонез (яйця, гірчиця).',
      },
      'crema-catalana': {
        name: 'Каталонський крем',
        description: 'Лимонно-коричний крем під хрусткою скоринкою карамелізованого цукру.',
        composition: 'Цільне молоко, яєчні жовтки, цукор, кукурудзяний крохмаль, лимонна цедра, кориця.',
      },
      'chocolate-coulant': {
        name: 'Шоколадний фондан',
        description: 'Теплий кекс із чорного шоколаду з рідкою серединкою.',
        composition:
          'Чорний шоколад (какао терте, цукор, какао-масло, соєвий лецитин), вершкове масло, яйця, цукор, пшеничне борошно.',
      },
      'red-sangria': {
        name: 'Червона сангрія',
        description: 'Келих червоного вина з апельсином, лимоном, корицею та краплею бренді.',
        composition: 'Червоне вино (містить сульфіти), апельсиновий сік, лимон, цукор, бренді, кориця.',
      },
      'homemade-lemonade': {
        name: 'Домашній лимонад',
        description: 'Свіжовичавлені лимони, м’ята й трохи тростинного цукру.',
        composition: 'Лимонний сік, вода, тростинний цукор, свіжа м’ята, лід.',
      },
    },
  },
  ru: {
    extraGroups: {
      side: {
        name: 'Гарниры',
        options: {
          fries: 'Картофель фри ручной нарезки',
          salad: 'Зелёный салат',
          padron: 'Перцы падрон',
          aioli: 'Чесночный айоли',
        },
      },
      burger: {
        name: 'Добавки к бургеру',
        options: {
          cheddar: 'Выдержанный чеддер',
          bacon: 'Копчёный бекон',
          egg: 'Яйцо-глазунья',
          jalapenos: 'Халапеньо',
        },
      },
      'bowl-topping': {
        name: 'Добавки к боулу',
        options: {
          avocado: 'Авокадо',
          tofu: 'Маринованный тофу',
          feta: 'Сыр фета',
          seeds: 'Обжаренный кунжут',
        },
      },
      'ice-cream': {
        name: 'Мороженое',
        options: { vanilla: 'Шарик ванильного мороженого', lemon: 'Шарик лимонного сорбета' },
      },
    },
    products: {
      'pan-con-tomate': {
        name: 'Хлеб с томатом',
        description:
          'Поджаренный деревенский хлеб, натёртый спелым томатом и чесноком, с оливковым маслом арбекина.',
        composition:
          'Деревенский хлеб (пшеничная мука, вода, соль, дрожжи), томат, чеснок, оливковое масло extra virgin, морская соль.',
      },
      'patatas-bravas': {
        name: 'Пататас бравас',
        description: 'Хрустящие кубики картофеля с копчёным острым соусом брава и чесночным айоли.',
        composition:
          'Картофель, подсолнечное масло, соус брава (томаты, копчёная паприка, кайенский перец, оливковое масло), айоли (яйцо, чеснок, оливковое масло).',
      },
      'croquetas-de-jamon': {
        name: 'Крокеты с хамоном',
        description: 'Шесть нежных крокетов с иберийским хамоном, обжаренных до золотистой корочки.',
        composition:
          'Бешамель (молоко, пшеничная мука, сливочное масло), иберийский хамон, лук, яйца, панировочные сухари, оливковое масло, мускатный орех.',
      },
      'pimientos-de-padron': {
        name: 'Перцы падрон',
        description:
          'Обжаренные зелёные перчики с хлопьями соли. Большинство не острые, но попадаются и острые.',
        composition: 'Перцы падрон, оливковое масло extra virgin, морская соль хлопьями.',
      },
      'mediterranean-bowl': {
        name: 'Средиземноморский боул с киноа',
        description: 'Киноа, запечённый нут, огурец, помидоры черри, оливки и заправка тахини.',
        composition:
          'Киноа, нут, огурец, помидоры черри, оливки каламата, красный лук, петрушка, тахини, лимонный сок, оливковое масло.',
      },
      'salmon-poke-bowl': {
        name: 'Поке с лососем',
        description: 'Маринованный сырой лосось на рисе для суши с эдамаме, манго и вакаме.',
        composition:
          'Рис для суши, лосось, соевый соус, эдамаме, манго, вакаме, зелёный лук, кунжутное масло, рисовый уксус.',
      },
      'paella-valenciana': {
        name: 'Валенсийская паэлья',
        description: 'Рис бомба, приготовленный в шафрановом бульоне с курицей, кроликом и зелёной фасолью.',
        composition:
          'Рис бомба, курица, кролик, плоская зелёная фасоль, фасоль гарофо, томат, шафран, розмарин, оливковое масло, овощной бульон (сельдерей).',
      },
      'seafood-paella': {
        name: 'Паэлья с морепродуктами',
        description: 'Рис бомба с креветками, мидиями, кальмарами и насыщенным рыбным бульоном.',
        composition:
          'Рис бомба, креветки, мидии, кальмары, рыбный бульон (рыба, сельдерей), томат, чеснок, шафран, оливковое масло, белое вино.',
      },
      'grilled-sea-bass': {
        name: 'Сибас на гриле',
        description: 'Целое филе средиземноморского сибаса с лимоном, каперсами и травами.',
        composition: 'Сибас, оливковое масло, лимон, каперсы, петрушка, чеснок, морская соль.',
      },
      'gracia-burger': {
        name: 'Бургер «Грасия»',
        description:
          '180 г говядины из Жироны в булочке бриошь с томатным джемом, листьями салата и горчичным майонезом.',
        composition:
          'Котлета из говядины, булочка бриошь (пшеничная мука, яйца, сливочное масло, молоко, кунжут), томатный джем, листья салата, маринованные огурцы, майонез (яйца, горчица).',
      },
      'crema-catalana': {
        name: 'Каталонский крем',
        description: 'Лимонно-коричный крем под хрустящей корочкой жжёного сахара.',
        composition: 'Цельное молоко, яичные желтки, сахар, кукурузный крахмал, лимонная цедра, корица.',
      },
      'chocolate-coulant': {
        name: 'Шоколадный фондан',
        description: 'Тёплый кекс из тёмного шоколада с жидкой серединкой.',
        composition:
          'Тёмный шоколад (какао тёртое, сахар, какао-масло, соевый лецитин), сливочное масло, яйца, сахар, пшеничная мука.',
      },
      'red-sangria': {
        name: 'Красная сангрия',
        description: 'Бокал красного вина с апельсином, лимоном, корицей и каплей бренди.',
        composition: 'Красное вино (содержит сульфиты), апельсиновый сок, лимон, сахар, бренди, корица.',
      },
      'homemade-lemonade': {
        name: 'Домашний лимонад',
        description: 'Свежевыжатые лимоны, мята и немного тростникового сахара.',
        composition: 'Лимонный сок, вода, тростниковый сахар, свежая мята, лёд.',
      },
    },
  },
  sr: {
    extraGroups: {
      side: {
        name: 'Прилози',
        options: {
          fries: 'Ручно сечен помфрит',
          salad: 'Зелена салата',
          padron: 'Паприке падрон',
          aioli: 'Ајоли од белог лука',
        },
      },
      burger: {
        name: 'Додаци за бургер',
        options: {
          cheddar: 'Одлежали чедар',
          bacon: 'Димљена сланина',
          egg: 'Јаје на око',
          jalapenos: 'Халапењо',
        },
      },
      'bowl-topping': {
        name: 'Додаци за чинију',
        options: { avocado: 'Авокадо', tofu: 'Маринирани тофу', feta: 'Фета сир', seeds: 'Тостирани сусам' },
      },
      'ice-cream': {
        name: 'Сладолед',
        options: { vanilla: 'Куглица сладоледа од ваниле', lemon: 'Куглица сорбеа од лимуна' },
      },
    },
    products: {
      'pan-con-tomate': {
        name: 'Хлеб са парадајзом',
        description:
          'Тостиран сеоски хлеб натрљан зрелим парадајзом и белим луком, са маслиновим уљем арбекина.',
        composition:
          'Сеоски хлеб (пшенично брашно, вода, со, квасац), парадајз, бели лук, екстра девичанско маслиново уље, морска со.',
      },
      'patatas-bravas': {
        name: 'Пататас бравас',
        description: 'Хрскаве коцкице кромпира са димљеним љутим сосом брава и ајолијем од белог лука.',
        composition:
          'Кромпир, сунцокретово уље, сос брава (парадајз, димљена алева паприка, кајенски бибер, маслиново уље), ајоли (јаје, бели лук, маслиново уље).',
      },
      'croquetas-de-jamon': {
        name: 'Крокети са пршутом',
        description: 'Шест кремастих крокета са иберијским пршутом, пржених до златне боје.',
        composition:
          'Бешамел (млеко, пшенично брашно, путер), иберијски пршут, црни лук, јаја, презле, маслиново уље, мушкатни орашчић.',
      },
      'pimientos-de-padron': {
        name: 'Паприке падрон',
        description: 'Пржене зелене папричице са пахуљицама соли. Већина је блага, понека није.',
        composition: 'Паприке падрон, екстра девичанско маслиново уље, морска со у пахуљицама.',
      },
      'mediterranean-bowl': {
        name: 'Медитеранска чинија са киноом',
        description: 'Киноа, печени сланутак, краставац, чери парадајз, маслине и тахини прелив.',
        composition:
          'Киноа, сланутак, краставац, чери парадајз, каламата маслине, црвени лук, першун, тахини, сок од лимуна, маслиново уље.',
      },
      'salmon-poke-bowl': {
        name: 'Поке са лососом',
        description: 'Маринирани сирови лосос на пиринчу за суши са едамамеом, мангом и вакамеом.',
        composition:
          'Пиринач за суши, лосос, сојин сос, едамаме, манго, вакаме, млади лук, сусамово уље, пиринчано сирће.',
      },
      'paella-valenciana': {
        name: 'Валенсијска паеља',
        description: 'Пиринач бомба куван у бујону са шафраном, са пилетином, зечетином и боранијом.',
        composition:
          'Пиринач бомба, пилетина, зечетина, пљосната боранија, пасуљ гарофо, парадајз, шафран, рузмарин, маслиново уље, поврћни бујон (целер).',
      },
      'seafood-paella': {
        name: 'Паеља са плодовима мора',
        description: 'Пиринач бомба са козицама, дагњама и лигњама, у богатом рибљем фонду.',
        composition:
          'Пиринач бомба, козице, дагње, лигње, рибљи фонд (риба, целер), парадајз, бели лук, шафран, маслиново уље, бело вино.',
      },
      'grilled-sea-bass': {
        name: 'Бранцин са роштиља',
        description: 'Цео филе медитеранског бранцина са лимуном, капарима и зачинским биљем.',
        composition: 'Бранцин, маслиново уље, лимун, капари, першун, бели лук, морска со.',
      },
      'gracia-burger': {
        name: 'Бургер Грасија',
        description:
          '180 г јунетине из Ђироне у бриош земички са џемом од парадајза, зеленом салатом и мајонезом са сенфом.',
        composition:
          'Пљескавица од јунетине, бриош земичка (пшенично брашно, јаја, путер, млеко, сусам), џем од парадајза, зелена салата, киселе краставчице, мајонез (јаја, сенф).',
      },
      'crema-catalana': {
        name: 'Каталонска крема',
        description: 'Крем од лимуна и цимета испод хрскаве коре од карамелизованог шећера.',
        composition: 'Пуномасно млеко, жуманца, шећер, кукурузни скроб, кора лимуна, цимет.',
      },
      'chocolate-coulant': {
        name: 'Чоколадни суфле',
        description: 'Топли колач од тамне чоколаде са течним средиштем.',
        composition:
          'Тамна чоколада (какао маса, шећер, какао путер, сојин лецитин), путер, јаја, шећер, пшенично брашно.',
      },
      'red-sangria': {
        name: 'Црвена сангрија',
        description: 'Чаша црног вина са поморанџом, лимуном, циметом и мало брендија.',
        composition: 'Црно вино (садржи сулфите), сок од поморанџе, лимун, шећер, бренди, цимет.',
      },
      'homemade-lemonade': {
        name: 'Домаћа лимунада',
        description: 'Свеже цеђени лимунови, нана и мало шећера од трске.',
        composition: 'Сок од лимуна, вода, шећер од трске, свежа нана, лед.',
      },
    },
  },
};
