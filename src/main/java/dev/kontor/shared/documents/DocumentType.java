package dev.kontor.shared.documents;

/** What a bank account document is (document 3). */
public enum DocumentType {
	Unknown, NationalId, Passport, DriversLicense, CompanyRegistrationCertificate, TaxPlate,
	AuthorizedSignatureCircular, AddressCertificate, Bill, SepaDirectDebitMandate, DivorceCertificate,
	MarriageCertificate, DeathCertificateOfTheSpouse, CertificateOfIncumbency, AMLHitReport, FourthlineCDDReport,
	FourthlineSignedDocument
}
