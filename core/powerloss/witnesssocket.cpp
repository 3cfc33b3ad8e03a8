// POSIX sockets of witnesssocket.h: endpoints parsed and resolved, listen and connect with
// deadlines, the addresses to type on the other machine, clocks and the poll() waker.
#include "powerloss/witnesssocket.h"

#include "powerloss/powerlosstr.h"

#include <arpa/inet.h>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace DriveProof::PowerLoss::Net {
namespace {

QString systemError(int err)
{
    return QString::fromLocal8Bit(std::strerror(err));
}

struct AddrInfo
{
    addrinfo *list = nullptr;
    ~AddrInfo()
    {
        if (list)
            ::freeaddrinfo(list);
    }
};

int resolve(const Endpoint &endpoint, bool passive, AddrInfo *out, QString *error)
{
    addrinfo hints{};
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = passive ? AI_PASSIVE : 0;
    const std::string port = std::to_string(endpoint.port);
    const int rc = ::getaddrinfo(endpoint.host.empty() ? nullptr : endpoint.host.c_str(),
                                 port.c_str(), &hints, &out->list);
    if (rc != 0) {
        //: %1 is a host name or address, %2 the resolver's error message.
        *error = Tr::tr("Cannot resolve %1: %2")
                     .arg(QString::fromStdString(endpoint.host),
                          QString::fromLocal8Bit(gai_strerror(rc)));
        return -1;
    }
    return 0;
}

void lowLatency(int fd)
{
    // Commits go out as soon as they are known: Nagle would hold them back.
    const int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
}

} // namespace

std::optional<Endpoint> parseEndpoint(QStringView text)
{
    text = text.trimmed();
    qsizetype colon = -1;
    Endpoint endpoint;
    if (text.startsWith(u'[')) {
        const qsizetype close = text.indexOf(u']');
        if (close < 0 || close + 1 >= text.size() || text[close + 1] != u':')
            return std::nullopt;
        endpoint.host = text.sliced(1, close - 1).toString().toStdString();
        colon = close + 1;
    } else {
        colon = text.lastIndexOf(u':');
        if (colon < 0 || text.first(colon).contains(u':'))
            return std::nullopt; // a bare IPv6 address needs brackets
        endpoint.host = text.first(colon).toString().toStdString();
    }
    bool ok = false;
    const uint port = text.sliced(colon + 1).toUInt(&ok);
    if (!ok || port > 65535)
        return std::nullopt;
    endpoint.port = std::uint16_t(port);
    return endpoint;
}

int listenOn(const Endpoint &endpoint, std::uint16_t *boundPort, QString *error)
{
    AddrInfo info;
    if (resolve(endpoint, true, &info, error) != 0)
        return -1;
    int lastErrno = EADDRNOTAVAIL;
    for (addrinfo *ai = info.list; ai; ai = ai->ai_next) {
        const int fd = ::socket(ai->ai_family, ai->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
        if (fd < 0) {
            lastErrno = errno;
            continue;
        }
        // A restarted witness must get its port back at once, despite TIME_WAIT.
        const int one = 1;
        ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
        if (::bind(fd, ai->ai_addr, ai->ai_addrlen) == 0 && ::listen(fd, 64) == 0) {
            sockaddr_storage bound{};
            socklen_t len = sizeof bound;
            ::getsockname(fd, reinterpret_cast<sockaddr *>(&bound), &len);
            *boundPort = bound.ss_family == AF_INET6
                             ? ntohs(reinterpret_cast<sockaddr_in6 *>(&bound)->sin6_port)
                             : ntohs(reinterpret_cast<sockaddr_in *>(&bound)->sin_port);
            return fd;
        }
        lastErrno = errno;
        ::close(fd);
    }
    //: %1 is an address:port, %2 the system's error message.
    *error = Tr::tr("Cannot listen on %1: %2")
                 .arg(QStringLiteral("%1:%2")
                          .arg(QString::fromStdString(endpoint.host))
                          .arg(endpoint.port),
                      systemError(lastErrno));
    return -1;
}

int connectTo(const Endpoint &endpoint, int timeoutMs, QString *error)
{
    AddrInfo info;
    if (resolve(endpoint, false, &info, error) != 0)
        return -1;
    int lastErrno = EHOSTUNREACH;
    for (addrinfo *ai = info.list; ai; ai = ai->ai_next) {
        const int fd = ::socket(ai->ai_family, ai->ai_socktype | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
        if (fd < 0) {
            lastErrno = errno;
            continue;
        }
        int rc = ::connect(fd, ai->ai_addr, ai->ai_addrlen);
        if (rc != 0 && errno == EINPROGRESS) {
            pollfd p{fd, POLLOUT, 0};
            rc = ::poll(&p, 1, timeoutMs);
            int soError = rc == 0 ? ETIMEDOUT : 0;
            socklen_t len = sizeof soError;
            if (rc > 0)
                ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &soError, &len);
            rc = soError == 0 ? 0 : -1;
            errno = soError;
        }
        if (rc == 0) {
            lowLatency(fd);
            return fd;
        }
        lastErrno = errno;
        ::close(fd);
    }
    //: %1 is the witness's address:port, %2 the system's error message.
    *error = Tr::tr("Cannot reach the witness at %1: %2")
                 .arg(QStringLiteral("%1:%2")
                          .arg(QString::fromStdString(endpoint.host))
                          .arg(endpoint.port),
                      systemError(lastErrno));
    return -1;
}

QStringList addressesToType(const QString &listenHost, std::uint16_t port)
{
    const QString host = listenHost.startsWith(u'[') && listenHost.endsWith(u']')
                             ? listenHost.sliced(1, listenHost.size() - 2)
                             : listenHost;
    // A socket on :: takes IPv4 too (Linux's default, net.ipv6.bindv6only = 0).
    const bool anyV6 = host.isEmpty() || host == QLatin1String("::");
    const bool anyV4 = anyV6 || host == QLatin1String("0.0.0.0");
    if (!anyV4 && !anyV6) {
        return {host.contains(u':') ? QStringLiteral("[%1]:%2").arg(host).arg(port)
                                    : QStringLiteral("%1:%2").arg(host).arg(port)};
    }
    QStringList out;
    ifaddrs *list = nullptr;
    if (::getifaddrs(&list) != 0)
        return out;
    for (const ifaddrs *i = list; i; i = i->ifa_next) {
        if (!i->ifa_addr || !(i->ifa_flags & IFF_UP) || (i->ifa_flags & IFF_LOOPBACK))
            continue;
        char text[INET6_ADDRSTRLEN] = {};
        QString entry;
        if (i->ifa_addr->sa_family == AF_INET && anyV4) {
            const auto *a = reinterpret_cast<const sockaddr_in *>(i->ifa_addr);
            ::inet_ntop(AF_INET, &a->sin_addr, text, sizeof text);
            entry = QStringLiteral("%1:%2").arg(QString::fromLatin1(text)).arg(port);
        } else if (i->ifa_addr->sa_family == AF_INET6 && anyV6) {
            const auto *a = reinterpret_cast<const sockaddr_in6 *>(i->ifa_addr);
            ::inet_ntop(AF_INET6, &a->sin6_addr, text, sizeof text);
            QString address = QString::fromLatin1(text);
            if (IN6_IS_ADDR_LINKLOCAL(&a->sin6_addr))
                address += u'%' + QString::fromLocal8Bit(i->ifa_name);
            entry = QStringLiteral("[%1]:%2").arg(address).arg(port);
        }
        if (!entry.isEmpty() && !out.contains(entry))
            out << entry;
    }
    ::freeifaddrs(list);
    return out;
}

QString peerName(int fd)
{
    sockaddr_storage addr{};
    socklen_t len = sizeof addr;
    if (::getpeername(fd, reinterpret_cast<sockaddr *>(&addr), &len) != 0)
        return {};
    char host[INET6_ADDRSTRLEN] = {};
    if (addr.ss_family == AF_INET6) {
        const auto *a = reinterpret_cast<const sockaddr_in6 *>(&addr);
        ::inet_ntop(AF_INET6, &a->sin6_addr, host, sizeof host);
        return QStringLiteral("[%1]:%2").arg(QString::fromLatin1(host)).arg(ntohs(a->sin6_port));
    }
    const auto *a = reinterpret_cast<const sockaddr_in *>(&addr);
    ::inet_ntop(AF_INET, &a->sin_addr, host, sizeof host);
    return QStringLiteral("%1:%2").arg(QString::fromLatin1(host)).arg(ntohs(a->sin_port));
}

static std::int64_t clockNs(clockid_t clock)
{
    timespec ts{};
    ::clock_gettime(clock, &ts);
    return std::int64_t(ts.tv_sec) * 1'000'000'000 + ts.tv_nsec;
}

bool sendSome(int fd, QByteArray &out)
{
    while (!out.isEmpty()) {
        const ssize_t n =
            ::send(fd, out.constData(), std::size_t(out.size()), MSG_DONTWAIT | MSG_NOSIGNAL);
        if (n < 0)
            return errno == EAGAIN || errno == EINTR;
        out.remove(0, n);
    }
    return true;
}

std::int64_t monotonicNs()
{
    return clockNs(CLOCK_MONOTONIC);
}

std::int64_t realtimeNs()
{
    return clockNs(CLOCK_REALTIME);
}

Waker::Waker()
    : m_fd(::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC))
{}

Waker::~Waker()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

void Waker::wake()
{
    const std::uint64_t one = 1;
    [[maybe_unused]] const auto n = ::write(m_fd, &one, sizeof one);
}

void Waker::drain()
{
    std::uint64_t value = 0;
    [[maybe_unused]] const auto n = ::read(m_fd, &value, sizeof value);
}

} // namespace DriveProof::PowerLoss::Net
