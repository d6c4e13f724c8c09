/* Small dense matrices of doubles, row by row. */
#include <stddef.h>
#include <string.h>

struct matrix {
	size_t rows, cols;
	double *cells;
};

static double dot(const double *a, const double *b, size_t n)
{
	double sum = 0, carry = 0;
	size_t i;
	for (i = 0; i < n; i++) {
		double y = a[i] * b[i] - carry, t = sum + y;
		carry = (t - sum) - y;
		sum = t;
	}
	return sum;
}

int matrix_mul(const struct matrix *a, const struct matrix *b, struct matrix *out)
{
	size_t r, c, k;
	double col[64], *cell;
	if (a->cols != b->rows || b->rows > 64)
		return -1;
	for (c = 0; c < b->cols; c++) {
		for (k = 0; k < b->rows; k++)
			col[k] = b->cells[k * b->cols + c];
		for (r = 0; r < a->rows; r++) {
			cell = &out->cells[r * out->cols + c];
			*cell = dot(&a->cells[r * a->cols], col, a->cols);
		}
	}
	return 0;
}

void matrix_transpose(struct matrix *m, double *scratch)
{
	size_t r, c, n = m->rows * m->cols;
	for (r = 0; r < m->rows; r++)
		for (c = 0; c < m->cols; c++)
			scratch[c * m->rows + r] = m->cells[r * m->cols + c];
	memcpy(m->cells, scratch, n * sizeof *scratch);
	n = m->rows, m->rows = m->cols, m->cols = n;
}
