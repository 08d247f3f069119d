// A deliberate signed overflow, built only in the sanitizer build (KVBUDGET_SANITIZER_CANARY): its test
// is expected to fail. If the flags ever stop making undefined behaviour fatal, this program exits 0,
// the test "passes" unexpectedly and CI fails. It is never part of the product.
#include <climits>
#include <cstdio>
#include <cstdlib>

int main(int argc, char**)
{
    volatile int big = INT_MAX - 1 + argc; // INT_MAX when run without arguments
    const int wrapped = big + 1;           // undefined: UBSan must stop here
    std::printf("%d\n", wrapped);
    return EXIT_SUCCESS;
}
