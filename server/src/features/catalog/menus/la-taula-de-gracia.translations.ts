import type { SeedProvider } from '../seed-types';

// La Taula de Gràcia's menu in Catalan (the place's own language), Spanish and German.
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
};
