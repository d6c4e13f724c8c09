/* A dispatch on a byte: a jump table at -O2, whose indirect jump
   -fcf-protection marks notrack. */
int step(int op, int a, int b) {
  switch (op) {
  case 0: return a + b;
  case 1: return a - b;
  case 2: return a * b;
  case 3: return b ? a / b : 0;
  case 4: return a & b;
  case 5: return a | b;
  case 6: return a ^ b;
  case 7: return a << (b & 31);
  case 8: return a >> (b & 31);
  default: return -1;
  }
}

int run(const unsigned char *code, int n, int acc) {
  for (int i = 0; i < n; i++)
    acc = step(code[i] % 10, acc, i);
  return acc;
}
