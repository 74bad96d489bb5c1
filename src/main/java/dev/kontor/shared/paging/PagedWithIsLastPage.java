package dev.kontor.shared.paging;

import java.util.List;

/** A page in the shape document 3 gives bank accounts: {@code isLastPage} instead of {@code lastPage}. */
public record PagedWithIsLastPage<T>(int pageNumber, int recordsPerPage, long totalRecordCount, boolean isLastPage,
		List<T> data) {

	public static <T> PagedWithIsLastPage<T> of(PageRequest request, long totalRecordCount, List<T> data) {
		return new PagedWithIsLastPage<>(request.pageNumber(), request.recordsPerPage(), totalRecordCount,
				request.isLastPage(totalRecordCount), List.copyOf(data));
	}
}
