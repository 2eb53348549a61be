/* Listens on UDP 0.0.0.0:PORT through Winsock, as ENet's Windows side does
 * for a hosted game, says so, and prints the first datagram it gets:
 *
 *   udp-listen.exe PORT
 *
 * Built with MinGW-w64 and run under Wine by tests/windows/wine-netns.sh,
 * which shows in which network namespace Wine makes the socket. */
#include <stdio.h>
#include <stdlib.h>
#include <winsock2.h>

int main(int argc, char **argv)
{
    WSADATA wsa;
    if (argc != 2 || WSAStartup(MAKEWORD(2, 2), &wsa) != 0) {
        return 2;
    }
    SOCKET s = socket(AF_INET, SOCK_DGRAM, IPPROTO_UDP);
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((u_short)atoi(argv[1]))};
    if (s == INVALID_SOCKET || bind(s, (struct sockaddr *)&a, sizeof a) != 0) {
        printf("cannot listen on port %s\n", argv[1]);
        return 1;
    }
    printf("listening on 0.0.0.0:%s\n", argv[1]);
    fflush(stdout);
    char buf[64];
    int n = recv(s, buf, sizeof buf - 1, 0);
    if (n > 0) {
        buf[n] = '\0';
        printf("got \"%s\"\n", buf);
    }
    return 0;
}
