package dev.kontor.aml.parameters;

import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import org.jspecify.annotations.Nullable;

import dev.kontor.shared.Decimals;

import static dev.kontor.aml.parameters.FamilyField.ACCOUNT_USAGE_TYPE;
import static dev.kontor.aml.parameters.FamilyField.COUNTRY_CODE;
import static dev.kontor.aml.parameters.FamilyField.COUNTRY_GROUP;
import static dev.kontor.aml.parameters.FamilyField.COUNTRY_NAME;
import static dev.kontor.aml.parameters.FamilyField.CURRENCY_CODE;
import static dev.kontor.aml.parameters.FamilyField.MAX_AMOUNT;
import static dev.kontor.aml.parameters.FamilyField.MAX_COUNT;
import static dev.kontor.aml.parameters.FamilyField.MIN_AMOUNT;
import static dev.kontor.aml.parameters.FamilyField.MIN_COUNT;
import static dev.kontor.aml.parameters.FamilyField.OCCUPATION_GROUP_CODE;
import static dev.kontor.aml.parameters.FamilyField.SECTOR_CODE;

/**
 * The seven shapes the eleven families come in (document 3's table): their own fields, the uniqueness key of an
 * active record, and the range that active records of one scope must not share. Families of one shape differ only
 * in what they describe, so the rules are written once per shape.
 */
enum FamilyShape {

	CASH_BALANCE(List.of(MIN_AMOUNT, MAX_AMOUNT, CURRENCY_CODE), MIN_AMOUNT),
	OCCUPATION_GROUP(List.of(OCCUPATION_GROUP_CODE), OCCUPATION_GROUP_CODE),
	COUNTRY(List.of(COUNTRY_CODE, COUNTRY_NAME, COUNTRY_GROUP), COUNTRY_CODE),
	SECTOR(List.of(SECTOR_CODE), SECTOR_CODE),
	USAGE_TYPE(List.of(ACCOUNT_USAGE_TYPE), ACCOUNT_USAGE_TYPE),
	TRANSACTION_AMOUNT(List.of(ACCOUNT_USAGE_TYPE, MIN_AMOUNT, MAX_AMOUNT, CURRENCY_CODE), ACCOUNT_USAGE_TYPE),
	TRANSACTION_COUNT(List.of(ACCOUNT_USAGE_TYPE, MIN_COUNT, MAX_COUNT), ACCOUNT_USAGE_TYPE);

	private final List<FamilyField> fields;

	private final FamilyField keyField;

	FamilyShape(List<FamilyField> fields, FamilyField keyField) {
		this.fields = fields;
		this.keyField = keyField;
	}

	static FamilyShape of(ParameterFamily family) {
		return switch (family) {
			case CustomerCashBalance -> CASH_BALANCE;
			case CustomerOccupationGroup -> OCCUPATION_GROUP;
			case CustomerOriginCountry, CustomerResidencyCountry, CustomerReferenceAccountCountry,
					IndividualTransactionOtherAccountCountry -> COUNTRY;
			case CustomerSector -> SECTOR;
			case CustomerAccountUsageType -> USAGE_TYPE;
			case IndividualTransactionAmount, AggregateTransactionAmount -> TRANSACTION_AMOUNT;
			case AggregateTransactionCount -> TRANSACTION_COUNT;
		};
	}

	/** The family's own fields in the order of document 3. */
	List<FamilyField> fields() {
		return fields;
	}

	boolean has(FamilyField field) {
		return fields.contains(field);
	}

	/** The property a taken key is reported under. */
	FamilyField keyField() {
		return keyField;
	}

	/** The property an overlapping range is reported under. */
	FamilyField rangeField() {
		return this == TRANSACTION_COUNT ? MIN_COUNT : MIN_AMOUNT;
	}

	/**
	 * The key of which a tenant may have one active record per family (the {@code active_key} column): the range
	 * with its currency for cash balances, otherwise the one field document 3 names. Sector codes are compared
	 * exactly as sent, as the clients' {@code sectorCode} they are matched against.
	 */
	String activeKey(ParameterFields f) {
		return switch (this) {
			case CASH_BALANCE -> f.amounts().currencyCode() + "|" + plain(f.amounts().minAmount()) + "|"
					+ plain(f.amounts().maxAmount());
			case OCCUPATION_GROUP -> Objects.requireNonNull(f.codes().occupationGroupCode()).name();
			case COUNTRY -> Objects.requireNonNull(f.codes().countryCode());
			case SECTOR -> Objects.requireNonNull(f.codes().sectorCode());
			case USAGE_TYPE, TRANSACTION_AMOUNT, TRANSACTION_COUNT ->
				Objects.requireNonNull(f.codes().accountUsageType()).name();
		};
	}

	/** The amount or count range of a record of this shape; empty for shapes without one. */
	Optional<Range> range(ParameterFields f) {
		return switch (this) {
			case CASH_BALANCE, TRANSACTION_AMOUNT ->
				Optional.of(new Range(Objects.requireNonNull(f.amounts().minAmount()), f.amounts().maxAmount()));
			case TRANSACTION_COUNT -> Optional.of(new Range(
					BigDecimal.valueOf(Objects.requireNonNull(f.counts().minCount())),
					f.counts().maxCount() == null ? null : BigDecimal.valueOf(f.counts().maxCount())));
			default -> Optional.empty();
		};
	}

	/**
	 * Which active ranges must not overlap: those of one currency for cash balances (amounts in different currencies
	 * are not comparable), those of one account usage type (and currency) for the transaction families.
	 */
	String rangeScope(ParameterFields f) {
		return switch (this) {
			case CASH_BALANCE -> String.valueOf(f.amounts().currencyCode());
			case TRANSACTION_AMOUNT -> f.codes().accountUsageType() + "|" + f.amounts().currencyCode();
			case TRANSACTION_COUNT -> String.valueOf(f.codes().accountUsageType());
			default -> "";
		};
	}

	private static String plain(@Nullable BigDecimal amount) {
		return amount == null ? "" : Decimals.plain(amount).toPlainString();
	}
}
