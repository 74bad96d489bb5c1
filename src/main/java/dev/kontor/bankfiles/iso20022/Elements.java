package dev.kontor.bankfiles.iso20022;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;

import com.prowidesoftware.swift.model.mx.dic.AccountIdentification4Choice;
import com.prowidesoftware.swift.model.mx.dic.ActiveOrHistoricCurrencyAndAmount;
import com.prowidesoftware.swift.model.mx.dic.BranchAndFinancialInstitutionIdentification6;
import com.prowidesoftware.swift.model.mx.dic.CashAccount38;
import com.prowidesoftware.swift.model.mx.dic.FinancialInstitutionIdentification18;
import com.prowidesoftware.swift.model.mx.dic.GenericFinancialIdentification1;
import com.prowidesoftware.swift.model.mx.dic.PartyIdentification135;
import com.prowidesoftware.swift.model.mx.dic.RemittanceInformation16;

/**
 * The pieces the written messages share, kept within the schemas' limits: names cut to {@code Max70Text}, remittance
 * to {@code Max140Text}, characters XML cannot carry dropped; identifiers ({@code Max35Text}) refused rather than cut,
 * since a cut id would no longer match; amounts with exactly two decimals, as SEPA requires.
 */
final class Elements {

	static final int MAX_NAME = 70;

	static final int MAX_REMITTANCE = 140;

	static final int MAX_IDENTIFIER = 35;

	private static final String NOT_PROVIDED = "NOTPROVIDED";

	private Elements() {
	}

	static PartyIdentification135 party(String name) {
		String cut = text(name, MAX_NAME);
		if (cut.isEmpty()) {
			throw new IllegalArgumentException("a party needs a name");
		}
		return new PartyIdentification135().setNm(cut);
	}

	static CashAccount38 account(String iban) {
		return new CashAccount38().setId(new AccountIdentification4Choice().setIBAN(iban));
	}

	/** The agent by its BIC, or {@code Othr/Id NOTPROVIDED} when the BIC is not known. */
	static BranchAndFinancialInstitutionIdentification6 agent(@Nullable String bic) {
		FinancialInstitutionIdentification18 institution = new FinancialInstitutionIdentification18();
		if (bic == null) {
			institution.setOthr(new GenericFinancialIdentification1().setId(NOT_PROVIDED));
		}
		else {
			institution.setBICFI(bic);
		}
		return new BranchAndFinancialInstitutionIdentification6().setFinInstnId(institution);
	}

	static ActiveOrHistoricCurrencyAndAmount amount(BigDecimal amount, String currency) {
		return new ActiveOrHistoricCurrencyAndAmount().setValue(twoDecimals(amount)).setCcy(currency);
	}

	static <T> BigDecimal sum(List<T> items, Function<T, BigDecimal> amount) {
		return twoDecimals(items.stream().map(amount).reduce(BigDecimal.ZERO, BigDecimal::add));
	}

	static BigDecimal twoDecimals(BigDecimal amount) {
		try {
			return amount.setScale(2, RoundingMode.UNNECESSARY);
		}
		catch (ArithmeticException ex) {
			throw new IllegalArgumentException("the amount " + amount.toPlainString() + " has more than two decimals",
					ex);
		}
	}

	/** The remittance line, or null for a blank one (the schema has no empty texts). */
	static @Nullable RemittanceInformation16 remittance(String text) {
		String line = text(text, MAX_REMITTANCE);
		return line.isEmpty() ? null : new RemittanceInformation16().addUstrd(line);
	}

	static OffsetDateTime dateTime(Instant instant) {
		return instant.truncatedTo(ChronoUnit.SECONDS).atOffset(ZoneOffset.UTC);
	}

	/** The identifier unchanged, once it fits {@code Max35Text}. */
	static String identifier(String label, String value) {
		if (value.isBlank() || value.length() > MAX_IDENTIFIER) {
			throw new IllegalArgumentException(
					label + " must have 1 to " + MAX_IDENTIFIER + " characters, not \"" + value + "\"");
		}
		return value;
	}

	/** The text without characters XML cannot carry, trimmed and cut to at most {@code max} characters. */
	static String text(String text, int max) {
		return text.strip()
			.codePoints()
			.filter(Elements::allowedInXml)
			.limit(max)
			.collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append)
			.toString()
			.strip();
	}

	private static boolean allowedInXml(int codePoint) {
		return codePoint == '\t' || codePoint == '\n' || codePoint == '\r'
				|| (codePoint >= 0x20 && codePoint <= 0xD7FF) || (codePoint >= 0xE000 && codePoint <= 0xFFFD)
				|| codePoint >= 0x10000;
	}

}
