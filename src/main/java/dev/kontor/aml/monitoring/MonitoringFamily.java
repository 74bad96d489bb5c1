package dev.kontor.aml.monitoring;

/**
 * The three families of AML monitoring records of document 3, each with its path segment under
 * {@code /api/v3/aml/} and the tenant setting that gives its default risk factor.
 */
public enum MonitoringFamily {

	Pep("pep-records"), Sanction("sanction-records"), Other("other-records");

	private final String pathSegment;

	MonitoringFamily(String pathSegment) {
		this.pathSegment = pathSegment;
	}

	public String pathSegment() {
		return pathSegment;
	}
}
