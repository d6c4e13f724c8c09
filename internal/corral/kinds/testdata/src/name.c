/* A buffer on the stack: -fstack-protector-strong guards it. */
#include <string.h>

int greet(char *out, const char *who) {
  char buf[64];
  strncpy(buf, who, sizeof buf - 1);
  buf[sizeof buf - 1] = 0;
  return (int)strlen(strcpy(out, buf));
}
