#ifndef SHOPSTAGE_CGUMBO_SHIM_H
#define SHOPSTAGE_CGUMBO_SHIM_H
#include <gumbo.h>
#include <setjmp.h>
#include <stdlib.h>

// One gumbo parse's memory: a bump allocator whose blocks all go at once, and a budget of the bytes
// gumbo may ask for. Gumbo's tree construction can build far more than its input (formatting elements
// reopened for every later paragraph: 27 KB of HTML asks for 230 MB); past the budget the allocator
// leaves the parse by longjmp, which only gumbo's C frames lie under, and the arena frees it all.
// In C because Swift frames must not be jumped over.
typedef struct ShopStageGumboArena {
    void **blocks;
    size_t block_count, block_capacity;
    char *current;
    size_t used;
    size_t requested, budget;
    int exceeded;  // 1: past the budget, 2: out of memory
    jmp_buf escape;
} ShopStageGumboArena;

enum { SHOPSTAGE_GUMBO_BLOCK = 64 * 1024 };

static inline ShopStageGumboArena *shopstage_gumbo_arena_create(size_t budget) {
    ShopStageGumboArena *arena = (ShopStageGumboArena *)calloc(1, sizeof(ShopStageGumboArena));
    if (arena) arena->budget = budget;
    return arena;
}

static inline void shopstage_gumbo_arena_destroy(ShopStageGumboArena *arena) {
    if (!arena) return;
    for (size_t i = 0; i < arena->block_count; i++) free(arena->blocks[i]);
    free(arena->blocks);
    free(arena);
}

static inline void *shopstage_gumbo_arena_keep(ShopStageGumboArena *arena, void *block) {
    if (arena->block_count == arena->block_capacity) {
        size_t capacity = arena->block_capacity ? arena->block_capacity * 2 : 64;
        void **grown = (void **)realloc(arena->blocks, capacity * sizeof(void *));
        if (!grown) { free(block); return NULL; }
        arena->blocks = grown;
        arena->block_capacity = capacity;
    }
    arena->blocks[arena->block_count++] = block;
    return block;
}

static inline void *shopstage_gumbo_allocate(void *userdata, size_t size) {
    ShopStageGumboArena *arena = (ShopStageGumboArena *)userdata;
    arena->requested += size;
    if (arena->requested > arena->budget) { arena->exceeded = 1; longjmp(arena->escape, 1); }
    size_t rounded = (size + 15) & ~(size_t)15;
    void *pointer;
    if (rounded > SHOPSTAGE_GUMBO_BLOCK / 4) {
        pointer = malloc(rounded);
        if (pointer) pointer = shopstage_gumbo_arena_keep(arena, pointer);
    } else {
        if (!arena->current || arena->used + rounded > SHOPSTAGE_GUMBO_BLOCK) {
            char *block = (char *)malloc(SHOPSTAGE_GUMBO_BLOCK);
            if (block) block = (char *)shopstage_gumbo_arena_keep(arena, block);
            if (!block) { arena->exceeded = 2; longjmp(arena->escape, 1); }
            arena->current = block;
            arena->used = 0;
        }
        pointer = arena->current + arena->used;
        arena->used += rounded;
    }
    if (!pointer) { arena->exceeded = 2; longjmp(arena->escape, 1); }
    return pointer;
}

// Everything goes at once with the arena.
static inline void shopstage_gumbo_deallocate(void *userdata, void *pointer) { (void)userdata; (void)pointer; }

// Parses under the arena's budget: NULL when the budget or memory ran out (`exceeded` says which).
// `options` must not name an allocator: the arena's are set here.
static inline GumboOutput *shopstage_gumbo_parse(
    ShopStageGumboArena *arena, GumboOptions options, const char *buffer, size_t length) {
    options.allocator = shopstage_gumbo_allocate;
    options.deallocator = shopstage_gumbo_deallocate;
    options.userdata = arena;
    if (setjmp(arena->escape)) return NULL;
    return gumbo_parse_with_options(&options, buffer, length);
}

static inline int shopstage_gumbo_arena_exceeded(const ShopStageGumboArena *arena) { return arena->exceeded; }

#endif
