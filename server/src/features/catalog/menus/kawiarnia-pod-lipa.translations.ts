import type { SeedProvider } from '../seed-types';

// Kawiarnia Pod Lipą's menu in Polish (the place's own language) and German.
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
};
