// A vector of at most N elements, kept inline: making, copying and destroying one allocates
// nothing. For a game's pieces whose number its rules bound (an Einauge column holds at
// most 15 cards), in states the bots copy many times a move, where the allocations of
// std::vector were most of the time of a simulated game. Adding past N is a program error:
// it throws std::length_error, never writes out of bounds.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <initializer_list>
#include <stdexcept>

namespace qm {

template <class T, std::size_t N>
class FixedVector {
 public:
  using value_type = T;
  using iterator = T*;
  using const_iterator = const T*;

  FixedVector() = default;
  FixedVector(std::initializer_list<T> items) {
    for (const T& item : items) push_back(item);
  }

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  static constexpr std::size_t capacity() { return N; }

  T* begin() { return items_.data(); }
  T* end() { return items_.data() + size_; }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + size_; }
  T* data() { return items_.data(); }
  const T* data() const { return items_.data(); }
  T& operator[](std::size_t i) { return items_[i]; }
  const T& operator[](std::size_t i) const { return items_[i]; }
  T& front() { return items_[0]; }
  const T& front() const { return items_[0]; }
  T& back() { return items_[size_ - 1]; }
  const T& back() const { return items_[size_ - 1]; }

  void push_back(const T& item) {
    if (size_ == N) throw std::length_error("FixedVector: more elements than its capacity");
    items_[size_++] = item;
  }
  // Removes the element at `at`, keeping the order of the others.
  iterator erase(const_iterator at) {
    T* place = begin() + (at - begin());
    std::move(place + 1, end(), place);
    --size_;
    return place;
  }
  void clear() { size_ = 0; }

  friend bool operator==(const FixedVector& a, const FixedVector& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  std::array<T, N> items_{};
  std::size_t size_ = 0;
};

}  // namespace qm
