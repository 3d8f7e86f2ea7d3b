// The round on set I: a withdrawal held for the visitor and money credited as a game's score are
// advance-fee hooks; "0% effort" is effortless income and a deal "not shown again" is pressure.
// Every example is written for this test (none is a labelled page's sentence).
import { describe, expect, it } from "vitest";
import { detectRules } from "./rule-layer";

const rules = (text: string) => detectRules([{ field: "text", text }]).redFlags;
const categories = (text: string) => rules(text).map((f) => f.category);

describe("a withdrawal held for the visitor, money credited as a score", () => {
  it.each([
    ["pt: liberar seu saque", "Conclua a etapa final para liberar seu saque ainda hoje."],
    ["es: desbloquea tu retiro", "Mira la presentación y desbloquea tu retiro en minutos."],
    ["pt: desbloqueio de saldo", "Etapa 3 de 3: desbloqueio de saldo"],
    ["es: desbloqueo del saldo", "Último paso: desbloqueo del saldo de tu cuenta."],
    ["es: a credit per answer", "Respuesta correcta +$3.50 ganados"],
    ["pt: a credit per answer", "Pergunta concluída +R$ 7,00 ganhos"],
    ["en: a credit per answer", "Nice pick! +$2.25 earned"],
  ])("is an earnings claim: %s", (_, text) => {
    expect(categories(text)).toContain("earnings-claim");
  });

  it.each([
    ["a withdrawal the visitor makes", "Você pode fazer seu saque a qualquer momento pelo aplicativo."],
    ["an amount added to an order", "Gift wrap +$3.50 added to your order."],
  ])("is no claim: %s", (_, text) => {
    expect(categories(text)).not.toContain("earnings-claim");
  });
});

describe("effortless output and a deal not shown again", () => {
  it("reads '0% effort' as effortless income", () => {
    expect(categories("Fully hands-on design, 0% effort on your side.")).toContain("passive-income");
  });

  it("reads a deal that will not be shown again as pressure", () => {
    expect(categories("This bundle will not be shown to you again after today's session ends.")).toContain(
      "urgency-scarcity",
    );
    expect(categories("The recording will be shown again on Friday.")).not.toContain("urgency-scarcity");
  });
});
